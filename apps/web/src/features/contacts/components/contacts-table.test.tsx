import type { TContact } from '@pesquisemais/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, jsonResponse, TestProviders } from '@/testing/test-utils';
import { ContactsTable } from './contacts-table';

const contact = (id: string, name: string, lastName: string): TContact => ({
  id,
  name,
  lastName,
  avatar: '',
  nickname: '',
  company: 'Clínica Boa Saúde',
  jobTitle: 'Cardiologista',
  email: `${name.toLowerCase()}@exemplo.med.br`,
  phone: '(11) 98100-0000',
  address: '',
  birthday: '',
  notes: '',
});
const ANA = contact('c-1', 'Ana', 'Souza');
const BRUNO = contact('c-2', 'Bruno', 'Lima');

function renderTable(overrides: Partial<Parameters<typeof ContactsTable>[0]> = {}) {
  const props = {
    contacts: [ANA, BRUNO],
    starred: ['c-2'],
    selected: ['c-1'],
    onToggle: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  render(
    <TestProviders auth={buildAuth()}>
      <ContactsTable {...props} />
    </TestProviders>,
  );
  return props;
}

describe('contacts table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each contact with its selection, star and details, and opens one by its name', async () => {
    const props = renderTable();
    const table = screen.getByRole('table', { name: 'Contatos' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('ana@exemplo.med.br')).toBeTruthy();
    expect((screen.getByLabelText('Selecionar Ana Souza') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Selecionar Bruno Lima') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Remover estrela de Bruno Lima' })).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Selecionar Bruno Lima'));
    expect(props.onToggle).toHaveBeenCalledWith('c-2');
    await userEvent.click(screen.getByRole('button', { name: 'Ana Souza' }));
    expect(props.onOpen).toHaveBeenCalledWith(ANA);
  });

  it('stars a contact through the API', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ id: 'u-1', starred: ['c-1', 'c-2'], frequentContacts: [], groups: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar Ana Souza com estrela' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contacts-app/toggle-starred-contact');
    expect(JSON.parse(String(init.body))).toEqual({ contactId: 'c-1' });
  });

  it('says so when the folder has no contact', () => {
    renderTable({ contacts: [] });
    expect(screen.getByText('Nenhum contato aqui.')).toBeTruthy();
  });
});
