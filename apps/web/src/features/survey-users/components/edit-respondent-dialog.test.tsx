import type { TPanelRespondent } from '@pesquisemais/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, jsonResponse, TestProviders } from '@/testing/test-utils';
import { EditRespondentDialog } from './edit-respondent-dialog';

const RESPONDENT: TPanelRespondent = {
  id: 'r-1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  attributes: { uf: 'SP' },
  consent: true,
  optedOut: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  consentAt: '2026-11-01T12:00:00.000Z',
  optedOutAt: null,
  optedOutSource: null,
  updatedAt: '2026-11-01T12:00:00.000Z',
  invitationCount: 0,
  completeCount: 0,
};
const IN_USE = 'Este e-mail já está no painel.';

function renderDialog(onClose = vi.fn()) {
  render(
    <TestProviders auth={buildAuth()} client={createQueryClient()}>
      <EditRespondentDialog respondent={RESPONDENT} onClose={onClose} />
    </TestProviders>,
  );
  return onClose;
}

async function changeEmail(address: string) {
  const user = userEvent.setup();
  const email = screen.getByLabelText('E-mail');
  await user.clear(email);
  await user.type(email, address);
  const save = screen.getByRole('button', { name: 'Salvar' });
  await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
  await user.click(save);
}

describe('edit respondent dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows another respondent's e-mail under the E-mail field and stays open", {
    timeout: 20_000,
  }, async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'CONFLICT', message: IN_USE, fields: { email: IN_USE } } }, 409),
      ),
    );
    const onClose = renderDialog();
    await changeEmail('bia@example.com');
    const field = screen.getByLabelText('E-mail');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(IN_USE)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the edit once, says it was saved and closes', { timeout: 20_000 }, async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ...RESPONDENT, email: 'ana.souza@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = renderDialog();
    await changeEmail('ana.souza@example.com');
    expect(await screen.findByText('Respondente salvo.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/survey-users/respondents/r-1');
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'ana.souza@example.com',
      attributes: { uf: 'SP' },
    });
  });

  it('adds a new member: empty form, no opt-out switch, POST with the attributes as an object', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ ...RESPONDENT, id: 'r-2', name: 'Bia Lima', email: 'bia@example.com' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    render(
      <TestProviders auth={buildAuth()} client={createQueryClient()}>
        <EditRespondentDialog respondent={null} onClose={onClose} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Novo respondente' })).toBeTruthy();
    expect(screen.queryByLabelText(/Descadastrado/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    await user.type(screen.getByLabelText('Nome'), 'Bia Lima');
    await user.type(screen.getByLabelText('E-mail'), 'bia@example.com');
    const add = screen.getByRole('button', { name: 'Adicionar ao painel' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await user.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/survey-users/respondents');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Bia Lima',
      email: 'bia@example.com',
      phone: '',
      attributes: {},
      consent: false,
    });
  });
});
