import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { DISCARD_QUESTION } from '@/components/form-dialog/use-guarded-close';
import { buildAuth, buildUser, renderRoutes } from '@/testing/test-utils';
import { CreateSurveyDialog } from './create-survey-dialog';

function renderDialog(onClose: () => void) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <CreateSurveyDialog isOpen onClose={onClose} />
            <ConfirmDialogHost />
          </>
        ),
      },
    ],
    '/',
    buildAuth(buildUser({ role: 'staff' })),
  );
}

describe('a form dialog with unsaved input (issue 35, item 5)', { timeout: 20_000 }, () => {
  it('asks before Escape discards what was typed; "Continuar editando" keeps it, "Descartar" closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    await user.type(screen.getByLabelText(/Título/), 'Satisfação com o SUS');
    await user.keyboard('{Escape}');
    expect(await screen.findByText(DISCARD_QUESTION, {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    // The question's dialog has left (its closing transition included): only the form's dialog is open.
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Título/) as HTMLInputElement).value).toBe('Satisfação com o SUS');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    await screen.findByRole('dialog', { name: 'Novo questionário' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(DISCARD_QUESTION)).toBeNull();
  });
});
