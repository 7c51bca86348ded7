import { PANEL_IMPORT_MESSAGES, type TPanelImportColumn } from '@pesquisemais/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, TestProviders } from '@/testing/test-utils';
import { ImportDialog } from './import-dialog';

const COLUMNS = ['Nome', 'E-mail', 'Telefone', 'Especialidade'];
const SUGGESTED: TPanelImportColumn[] = [
  { field: 'name' },
  { field: 'email' },
  { field: 'phone' },
  { field: 'attribute', key: 'especialidade' },
];
const REJECTED = [{ row: 3, email: 'carlos-arroba', reason: 'E-mail inválido' }];

type TBody = { mapping?: TPanelImportColumn[]; onExisting: string; content: string; fileName: string };

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as TBody;
    if (url.endsWith('/commit'))
      return jsonResponse({ totalRows: 3, inserted: 2, updated: 0, rejected: REJECTED });
    const mapping = body.mapping ?? SUGGESTED;
    const hasEmail = mapping.some((column) => column.field === 'email');
    return jsonResponse({
      format: 'csv',
      columns: COLUMNS,
      rows: [
        ['Ana Souza', 'ana@ex.com.br', '11 9999', 'Cardiologia'],
        ['Bruno Lima', 'bruno@ex.com.br', '', 'Pediatria'],
      ],
      totalRows: 3,
      mapping,
      mappingError: hasEmail ? null : PANEL_IMPORT_MESSAGES.needEmail,
      toInsert: body.onExisting === 'update' ? 1 : 2,
      toUpdate: body.onExisting === 'update' ? 1 : 0,
      rejectedCount: 1,
      rejected: REJECTED,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as TBody);

function renderDialog() {
  const onClose = vi.fn();
  render(
    <TestProviders auth={buildAuth(buildUser({ role: 'interview' }))}>
      <ImportDialog onClose={onClose} />
    </TestProviders>,
  );
  return onClose;
}

async function chooseField(column: string, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Campo da coluna ${column}` }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportDialog', { timeout: 20_000 }, () => {
  it('previews a file, maps its columns, imports and reports the rejected rows as a CSV', async () => {
    const fetchMock = mockApi();
    renderDialog();
    const csv = 'Nome;E-mail;Telefone;Especialidade\nAna Souza;ana@ex.com.br;11 9999;Cardiologia\n';
    await userEvent.upload(
      screen.getByLabelText('Arquivo CSV ou XLSX'),
      new File([csv], 'painel.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByText('painel.csv · CSV')).toBeTruthy();
    const first = bodies(fetchMock, '/preview')[0];
    expect(first?.mapping).toBeUndefined();
    expect(atob(first?.content ?? '')).toBe(csv);
    expect(screen.getByText('Cardiologia')).toBeTruthy();
    expect(screen.getByTestId('import-plan').textContent).toContain(
      '2 novos respondentes · 0 atualizações · 1 linha rejeitada',
    );
    expect(
      within(screen.getByRole('table', { name: 'Linhas rejeitadas' })).getByText('E-mail inválido'),
    ).toBeTruthy();

    await chooseField('Telefone', 'Atributo');
    expect((screen.getByLabelText('Atributo da coluna Telefone') as HTMLInputElement).value).toBe('telefone');
    await waitFor(() =>
      expect(bodies(fetchMock, '/preview').at(-1)?.mapping?.[2]).toEqual({
        field: 'attribute',
        key: 'telefone',
      }),
    );

    const importButton = screen.getByRole('button', { name: 'Importar' }) as HTMLButtonElement;
    await chooseField('E-mail', 'Ignorar');
    expect(await screen.findByText(PANEL_IMPORT_MESSAGES.needEmail)).toBeTruthy();
    expect(importButton.disabled).toBe(true);
    await chooseField('E-mail', 'E-mail');

    await userEvent.click(screen.getByLabelText('Atualizar existentes'));
    await waitFor(() =>
      expect(screen.getByTestId('import-plan').textContent).toContain('1 novo respondente · 1 atualização'),
    );
    await waitFor(() => expect(importButton.disabled).toBe(false));
    await userEvent.click(importButton);

    expect(await screen.findByText(/Importação concluída/)).toBeTruthy();
    const [commit] = bodies(fetchMock, '/commit');
    expect(commit?.onExisting).toBe('update');
    expect(commit?.mapping).toEqual([
      { field: 'name' },
      { field: 'email' },
      { field: 'attribute', key: 'telefone' },
      { field: 'attribute', key: 'especialidade' },
    ]);
    expect(screen.getByTestId('import-Inseridos').textContent).toContain('2');
    expect(screen.getByTestId('import-Rejeitados').textContent).toContain('1');

    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:relatorio';
    };
    URL.revokeObjectURL = () => {};
    await userEvent.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    // Excel needs the BOM to read UTF-8 (Blob.text() drops it, so the bytes are checked).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]?.text()).toBe('Linha;E-mail;Motivo\r\n3;carlos-arroba;E-mail inválido\r\n');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const fetchMock = mockApi();
    renderDialog();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Arquivo CSV ou XLSX'), big);
    expect(await screen.findByText(PANEL_IMPORT_MESSAGES.fileTooLarge)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'UNPROCESSABLE', message: PANEL_IMPORT_MESSAGES.legacyXls } }, 422),
      ),
    );
    renderDialog();
    await userEvent.upload(screen.getByLabelText('Arquivo CSV ou XLSX'), new File(['x'], 'velho.xlsx'));
    expect(await screen.findByText(PANEL_IMPORT_MESSAGES.legacyXls)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' }).hasAttribute('disabled')).toBe(true);
  });
});
