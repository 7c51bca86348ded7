import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/testing/test-utils';
import { useAutosave } from '../hooks/use-autosave';
import { AutosaveIndicator } from './autosave-indicator';

function Harness({ save }: { save: (draft: string, base: number) => Promise<number> }) {
  const { status, error, schedule, noteRemoteRevision } = useAutosave<string>({
    initialRevision: 3,
    save,
    delayMs: 150,
  });
  return (
    <>
      <input aria-label="texto" onChange={(event) => schedule(event.target.value)} />
      <button type="button" onClick={() => noteRemoteRevision(4)}>
        revisão 4
      </button>
      <button type="button" onClick={() => noteRemoteRevision(5)}>
        revisão 5
      </button>
      <AutosaveIndicator status={status} error={error} />
    </>
  );
}

const renderHarness = (save: (draft: string, base: number) => Promise<number>) =>
  renderRoutes([{ path: '/', element: <Harness save={save} /> }], '/');

describe('autosave', () => {
  it("debounces typing into one save with the base revision and shows 'alterações salvas'", async () => {
    const save = vi.fn(async (_draft: string, base: number) => base + 1);
    renderHarness(save);
    await userEvent.type(screen.getByLabelText('texto'), 'abc');
    expect(await screen.findByText('alterações salvas')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('abc', 3);

    await userEvent.type(screen.getByLabelText('texto'), 'd');
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith('abcd', 4);
  });

  it('stops saving after a 409 conflict', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, { error: { code: 'CONFLICT', message: 'alterado' } }, 'alterado');
    });
    renderHarness(save);
    await userEvent.type(screen.getByLabelText('texto'), 'a');
    expect(await screen.findByText('Salvamento automático pausado')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('texto'), 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('reports a failed save and retries with the next change', async () => {
    const save = vi
      .fn<(draft: string, base: number) => Promise<number>>()
      .mockRejectedValueOnce(new ApiError(0, null, 'rede'))
      .mockResolvedValueOnce(4);
    renderHarness(save);
    await userEvent.type(screen.getByLabelText('texto'), 'a');
    expect(await screen.findByText(/Não foi possível salvar/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('texto'), 'b');
    expect(await screen.findByText('alterações salvas')).toBeTruthy();
    expect(save).toHaveBeenLastCalledWith('ab', 3);
  });

  it("pauses when another editor's save (socket 'survey:changed') is newer than ours, not on our own", async () => {
    const save = vi.fn(async (_draft: string, base: number) => base + 1);
    renderHarness(save);
    await userEvent.type(screen.getByLabelText('texto'), 'a');
    expect(await screen.findByText('alterações salvas')).toBeTruthy();
    // Our own save (revision 4) comes back through the socket too: nothing changes.
    await userEvent.click(screen.getByRole('button', { name: 'revisão 4' }));
    expect(screen.getByText('alterações salvas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'revisão 5' }));
    expect(await screen.findByText('Salvamento automático pausado')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('texto'), 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
