import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { CreateJobDialog } from './create-job-dialog';

afterEach(() => vi.unstubAllGlobals());

/** The server double: merge fields (two panel attributes) and the recipients preview, whose bodies it keeps. */
function stubServer() {
  const previews: { audience: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.startsWith('/api/mailing/merge-fields'))
        return jsonResponse({
          fields: ['nome', 'link', 'campanha', 'prazo', 'descadastro', 'especialidade', 'uf'],
        });
      if (path === '/api/mailing-jobs/preview') {
        previews.push(JSON.parse(String(init?.body)));
        return jsonResponse({ count: 3, excluded: [{ reason: 'opted-out', count: 1 }] });
      }
      if (path.startsWith('/api/mailing/campaigns')) return jsonResponse({ items: [] });
      return jsonResponse({ items: [], total: 0, page: 1, pageSize: 100 });
    }),
  );
  return previews;
}

const renderDialog = () =>
  renderRoutes(
    [{ path: '/apps/mailingjobs', element: <CreateJobDialog onClose={() => undefined} /> }],
    '/apps/mailingjobs',
    buildAuth(buildUser({ role: 'mailing_operator' })),
  );

describe('CreateJobDialog: recipients', { timeout: 20_000 }, () => {
  it('filters the panel on several attributes at once (all must match)', async () => {
    const user = userEvent.setup();
    const previews = stubServer();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Adicionar filtro' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar filtro' }));
    await user.click(screen.getByRole('combobox', { name: 'Atributo 1' }));
    await user.click(await screen.findByRole('option', { name: 'especialidade' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor 1' }), 'Cardiologia');
    await user.click(screen.getByRole('combobox', { name: 'Atributo 2' }));
    // Built-in merge fields are not panel attributes.
    expect(screen.queryByRole('option', { name: 'nome' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'uf' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor 2' }), 'SP');
    await user.click(screen.getByRole('button', { name: 'Conferir destinatários' }));
    expect(await screen.findByText('3 destinatários; fora do envio: 1 descadastrados.')).toBeTruthy();
    expect(previews[0]?.audience).toEqual({
      type: 'panel',
      attributes: { especialidade: 'Cardiologia', uf: 'SP' },
    });

    // A removed filter no longer counts.
    await user.click(screen.getByRole('button', { name: 'Remover filtro 1' }));
    await user.click(screen.getByRole('button', { name: 'Conferir destinatários' }));
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]?.audience).toEqual({ type: 'panel', attributes: { uf: 'SP' } });
  });

  it('stops adding filters at the limit the API takes, and says so', async () => {
    const user = userEvent.setup();
    stubServer();
    renderDialog();
    const add = await screen.findByRole('button', { name: 'Adicionar filtro' });
    for (let i = 0; i < 10; i++) await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Valor 10' })).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/No máximo 10 filtros\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover filtro 1' }));
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads the recipients from a CSV file', async () => {
    const user = userEvent.setup();
    const previews = stubServer();
    renderDialog();
    await user.click(await screen.findByRole('combobox', { name: 'Destinatários' }));
    await user.click(await screen.findByRole('option', { name: 'Lista de e-mails (CSV)' }));
    const csv = 'nome;email\nAna;ana@clinica.com.br\nBia;bia@clinica.com.br\n';
    await user.upload(
      screen.getByLabelText('Enviar arquivo CSV'),
      new File([csv], 'medicos.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('medicos.csv')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'E-mails (um por linha ou CSV)' }) as HTMLTextAreaElement).value,
    ).toBe(csv);
    await user.click(screen.getByRole('button', { name: 'Conferir destinatários' }));
    await waitFor(() => expect(previews).toHaveLength(1));
    expect(previews[0]?.audience).toEqual({ type: 'csv', csv });
    expect(within(screen.getByRole('status')).getByText(/3 destinatários/)).toBeTruthy();
  });
});
