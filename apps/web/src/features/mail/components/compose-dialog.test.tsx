import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { ComposeDialog } from './compose-dialog';

afterEach(() => vi.unstubAllGlobals());

const UPLOAD = {
  id: '3f0c8a4e-1111-4222-8333-444455556666',
  fileName: 'roteiro.txt',
  type: 'text/plain',
  size: '1 KB',
};
const SENT = {
  id: '9a0c8a4e-1111-4222-8333-444455556666',
  from: { name: 'Ana', avatar: '', email: 'ana@exemplo.com.br' },
  to: [{ name: 'Bia', avatar: '', email: 'bia@exemplo.com.br' }],
  subject: 'Roteiro',
  message: '',
  time: '2026-11-23T12:00:00.000Z',
  read: true,
  starred: false,
  important: false,
  hasAttachments: true,
  attachments: [],
  labels: [],
  folder: 'sent',
};

describe('ComposeDialog', { timeout: 40_000 }, () => {
  it('uploads the picked file and sends its id with the mail', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/mail-app/attachment') ? jsonResponse(UPLOAD, 201) : jsonResponse(SENT),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(
      [{ path: '/', element: <ComposeDialog open onClose={() => undefined} /> }],
      '/',
      buildAuth(buildUser({ role: 'staff' })),
    );
    await user.type(screen.getByRole('textbox', { name: /Para/ }), 'bia@exemplo.com.br');
    const file = new File(['Roteiro do grupo focal'], 'roteiro.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Arquivos para anexar'), file);
    expect(await screen.findByText('roteiro.txt · 1 KB')).toBeTruthy();
    const [uploadUrl, uploadInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(uploadUrl).toBe('/api/mail-app/attachment?name=roteiro.txt');
    expect(uploadInit.body).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [sendUrl, sendInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(sendUrl).toBe('/api/mail-app/send-mail');
    expect(JSON.parse(String(sendInit.body))).toMatchObject({
      to: ['bia@exemplo.com.br'],
      attachmentIds: [UPLOAD.id],
    });
  });

  it("shows the server's pt-BR refusal of a file", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const message = 'O arquivo "grande.zip" passa do limite de 10 MB.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'PAYLOAD_TOO_LARGE', message } }, 413)),
    );
    renderRoutes(
      [{ path: '/', element: <ComposeDialog open onClose={() => undefined} /> }],
      '/',
      buildAuth(buildUser({ role: 'staff' })),
      createQueryClient(),
    );
    await user.upload(screen.getByLabelText('Arquivos para anexar'), new File(['x'], 'grande.zip'));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
