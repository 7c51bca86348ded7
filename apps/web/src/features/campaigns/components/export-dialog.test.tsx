import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, TestProviders } from '@/testing/test-utils';
import { ExportDialog } from './export-dialog';

describe('ExportDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the export for the chosen statuses, format and codes', { timeout: 20_000 }, async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('id;status\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="respostas-1.xlsx"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const onClose = vi.fn();
    render(
      <TestProviders>
        <ExportDialog campaignId="c1" onClose={onClose} />
      </TestProviders>,
    );
    const complete = screen.getByRole('checkbox', { name: 'Completa' }) as HTMLInputElement;
    expect(complete.checked).toBe(true);
    for (const name of ['Parcial', 'Filtrada', 'Cota cheia'])
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);

    // No status at all: nothing to export.
    await userEvent.click(complete);
    expect(screen.getByText('Escolha ao menos um status.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Cota cheia' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parcial' }));
    await userEvent.click(complete);
    await userEvent.click(screen.getByRole('radio', { name: /XLSX/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Rótulos das opções' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    const query = new URL(url, 'http://localhost').searchParams;
    expect(url.startsWith('/api/campaigns/c1/export?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      format: 'xlsx',
      labels: 'false',
      status: 'partial,complete,over_quota',
    });
  });

  it('shows a refused export in the snackbar and stays open', { timeout: 20_000 }, async () => {
    const message = 'Você não tem permissão para esta ação.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'FORBIDDEN', message } }, 403)),
    );
    const onClose = vi.fn();
    render(
      <TestProviders client={createQueryClient()}>
        <ExportDialog campaignId="c1" onClose={onClose} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers SPSS, which carries codes and labels together, so the labels switch goes away', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('$FL2', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="respostas-1.sav"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const onClose = vi.fn();
    render(
      <TestProviders>
        <ExportDialog campaignId="c1" onClose={onClose} />
      </TestProviders>,
    );
    expect(screen.getByRole('switch', { name: 'Rótulos das opções' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /SPSS/ }));
    expect(screen.queryByRole('switch', { name: 'Rótulos das opções' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(new URL(url, 'http://localhost').searchParams.get('format')).toBe('sav');
  });
});
