import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { InviteByEmail } from './invite-by-email';

const ROOM = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const TEMPLATE = { id: '7a1c2d3e-4a5b-4c6d-8e7f-901234567891', name: 'Convite para grupo focal' };
const staff = () => buildAuth(buildUser({ role: 'staff' }));
const render = () => renderRoutes([{ path: '/', element: <InviteByEmail roomId={ROOM} /> }], '/', staff());

afterEach(() => vi.unstubAllGlobals());

describe('InviteByEmail', () => {
  it('sends the chosen template and says who got it, who was left out and why', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/invitation-templates')
        ? jsonResponse({ items: [TEMPLATE] })
        : jsonResponse({
            sent: ['Dra. Beatriz'],
            alreadyInvited: 1,
            excluded: [{ name: 'Dr. Carlos', reason: 'descadastrados' }],
            failed: [],
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render();
    const send = await screen.findByRole('button', { name: 'Enviar convites por e-mail' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Modelo de e-mail' }));
    await userEvent.click(await screen.findByRole('option', { name: TEMPLATE.name }));
    await userEvent.click(send);
    const summary = await screen.findByRole('status');
    expect(summary.textContent).toContain('Convites enviados para: Dra. Beatriz.');
    expect(summary.textContent).toContain('1 participante já tinha recebido o convite.');
    expect(summary.textContent).toContain('Não enviados (regras do painel): Dr. Carlos (descadastrados).');
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(`/api/rooms/${ROOM}/invitations`);
    expect(JSON.parse(String(init.body))).toEqual({ templateId: TEMPLATE.id });
  });

  it('points to Mailing when there is no template to write from', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ items: [] })),
    );
    render();
    expect(await screen.findByText(/crie um modelo de convite em Mailing/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar convites por e-mail' })).toBeNull();
  });

  it('shows the server’s message when the template is gone', async () => {
    const message = 'Modelo de e-mail não encontrado.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/invitation-templates')
          ? jsonResponse({ items: [TEMPLATE] })
          : jsonResponse({ error: { code: 'NOT_FOUND', message } }, 404),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Modelo de e-mail' }));
    await userEvent.click(await screen.findByRole('option', { name: TEMPLATE.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convites por e-mail' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });
});
