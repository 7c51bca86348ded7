import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialogHost } from './confirm-dialog-host';
import { confirm } from './confirm-store';

describe('confirm dialog service', { timeout: 20_000 }, () => {
  it('resolves true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Excluir questionário?', message: 'Esta ação não pode ser desfeita.' });
    });
    // The dialog's code loads with the first request.
    expect(await screen.findByText('Excluir questionário?', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Esta ação não pode ser desfeita.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Sair sem salvar?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });
});
