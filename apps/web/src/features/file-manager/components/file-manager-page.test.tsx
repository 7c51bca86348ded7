import type { TFileItem, TFileListing } from '@pesquisemais/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { fileManagerRoutes } from '../routes';

const LAZY = { timeout: 5000 };
const item = (patch: Partial<TFileItem>): TFileItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Propostas',
  type: 'folder',
  owner: 'Ana Souza',
  size: 2048,
  modified: '2026-11-20T12:00:00.000Z',
  opened: null,
  created: '2026-11-20T12:00:00.000Z',
  extention: '',
  location: 'Meus arquivos',
  offline: false,
  preview: null,
  parentId: null,
  contentType: '',
  ...patch,
});
const FOLDER = item({});
const SHEET = item({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'cotas.csv',
  type: 'spreadsheet',
  size: 1536,
  extention: 'csv',
  contentType: 'text/csv',
});
const listing = (files: TFileItem[], path: TFileListing['path'] = []): TFileListing => ({
  folderId: path.at(-1)?.id ?? null,
  path,
  files,
  usedBytes: 3584,
  quotaBytes: 200 * 1024 * 1024,
});

function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
      calls.push({ url, method: init?.method ?? 'GET', body });
      if (url === '/api/file-manager-app/files') return jsonResponse(listing([FOLDER, SHEET]));
      if (url === `/api/file-manager-app/files?folderId=${FOLDER.id}`)
        return jsonResponse(listing([], [{ id: FOLDER.id, name: 'Propostas' }]));
      if (url === '/api/file-manager-app/folder/new')
        return jsonResponse(item({ id: '00000000-0000-4000-8000-000000000003', name: 'Nova' }), 201);
      if (url === '/api/file-manager-app/file/move') return jsonResponse({ ...SHEET, parentId: FOLDER.id });
      if (url.startsWith('/api/file-manager-app/upload'))
        return jsonResponse({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'tipo não aceito' } }, 415);
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'não encontrado' } }, 404);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('file manager page', () => {
  it('lists folders first with details, shows the details panel of the selected file, opens a folder', async () => {
    const calls = mockApi();
    const { router } = renderRoutes(fileManagerRoutes, '/apps/file-manager', buildAuth(buildUser()));
    expect(await screen.findByRole('heading', { name: 'Gerenciador de arquivos' }, LAZY)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Arquivos e pastas' }, LAZY);
    const names = within(table)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Propostas', 'cotas.csv']);
    expect(within(table).getByText('1,5 KB')).toBeTruthy();
    expect(screen.getByText(/3,5 KB de 200 MB usados/)).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'cotas.csv' }));
    const details = screen.getByRole('complementary', { name: 'Detalhes' });
    expect(within(details).getByText('Planilha')).toBeTruthy();
    expect(within(details).getByText('csv')).toBeTruthy();
    expect(within(details).getByText('Nunca')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Baixar' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Propostas' }));
    fireEvent.click(
      within(screen.getByRole('complementary', { name: 'Detalhes' })).getByRole('button', { name: 'Abrir' }),
    );
    expect(await screen.findByText('Esta pasta está vazia.', {}, LAZY)).toBeTruthy();
    expect(router.state.location.search).toBe(`?pasta=${FOLDER.id}`);
    expect(calls.map((call) => call.url)).toContain(`/api/file-manager-app/files?folderId=${FOLDER.id}`);
  }, 30_000);

  it("'Mover para…' browses the folders and moves the file into the one chosen", async () => {
    const calls = mockApi();
    renderRoutes(fileManagerRoutes, '/apps/file-manager', buildAuth(buildUser()));
    const table = await screen.findByRole('table', { name: 'Arquivos e pastas' }, LAZY);
    fireEvent.click(within(table).getByRole('button', { name: 'cotas.csv' }));
    fireEvent.click(
      within(screen.getByRole('complementary', { name: 'Detalhes' })).getByRole('button', {
        name: 'Mover para…',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mover “cotas.csv” para…' });
    // Already in 'Meus arquivos': moving there is not offered.
    expect(
      (within(dialog).getByRole('button', { name: 'Mover para cá' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Propostas' }));
    expect(await within(dialog).findByText('Meus arquivos / Propostas')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mover para cá' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/file/move'))?.body).toEqual({
        id: SHEET.id,
        parentId: FOLDER.id,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('creates a folder inside the open folder and uploads the picked file as raw bytes', async () => {
    const calls = mockApi();
    renderRoutes(fileManagerRoutes, `/apps/file-manager?pasta=${FOLDER.id}`, buildAuth(buildUser()));
    fireEvent.click(await screen.findByRole('button', { name: 'Nova pasta' }, LAZY));
    fireEvent.change(screen.getByLabelText('Nome da pasta'), { target: { value: 'Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/folder/new'))?.body).toEqual({
        parentId: FOLDER.id,
        name: 'Nova',
      }),
    );
    const file = new File(['a;b\n'], 'dados.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Arquivos para enviar'), { target: { files: [file] } });
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('/upload'))?.url).toBe(
        `/api/file-manager-app/upload?name=dados.csv&parentId=${FOLDER.id}`,
      ),
    );
    expect(calls.find((call) => call.url.includes('/upload'))?.body).toBe(file);
  }, 30_000);
});
