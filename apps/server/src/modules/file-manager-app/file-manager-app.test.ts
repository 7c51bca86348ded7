import { FILE_MANAGER_LIMITS, FILE_MANAGER_MESSAGES, ZFileItem, ZFileListing } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedFileManager } from './file-manager-app.seed';

const {
  app,
  users: { ana, user: bia },
} = useTestApp({ people: { ana: { role: 'staff', displayName: 'Ana Souza' } }, roles: ['user'] });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNoWPUfghgYGBgYGBgYAADUAwXxmgTmVAAAAABJRU5ErkJggg==',
  'base64',
);
const get = (url: string, user?: BuiltUser) =>
  app.inject({ method: 'GET', url: `/api/file-manager-app/${url}`, headers: user?.auth ?? {} });
const post = (url: string, payload: object, user?: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/file-manager-app/${url}`, payload, headers: user?.auth ?? {} });
const upload = (user: BuiltUser, name: string, body: Buffer, parentId?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/file-manager-app/upload?${new URLSearchParams({ name, ...(parentId ? { parentId } : {}) })}`,
    headers: { ...user.auth, 'content-type': 'application/octet-stream' },
    payload: body,
  });
const listing = async (user: BuiltUser, folderId?: string) =>
  ZFileListing.parse((await get(`files${folderId ? `?folderId=${folderId}` : ''}`, user)).json());

describe('/api/file-manager-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('files');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('makes folders, uploads into them, lists with details, downloads, renames and deletes', async () => {
    const folder = await post('folder/new', { parentId: null, name: 'Propostas' }, ana);
    expect(folder.statusCode).toBe(201);
    const folderId = ZFileItem.parse(folder.json()).id;
    const csv = Buffer.from('região;n\nSul;10\n');
    const sheet = await upload(ana, 'cotas.csv', csv, folderId);
    expect(sheet.statusCode).toBe(201);
    expect(ZFileItem.parse(sheet.json())).toMatchObject({
      name: 'cotas.csv',
      type: 'spreadsheet',
      extention: 'csv',
      owner: 'Ana Souza',
      size: csv.length,
      location: 'Meus arquivos / Propostas',
      opened: null,
      preview: null,
      parentId: folderId,
    });
    const picture = ZFileItem.parse((await upload(ana, 'logo.png', PNG)).json());
    expect(picture).toMatchObject({
      type: 'image',
      preview: `/api/file-manager-app/file?id=${picture.id}&preview=true`,
    });

    const root = await listing(ana);
    expect(root.files.map((file) => [file.name, file.type])).toEqual([
      ['Propostas', 'folder'],
      ['logo.png', 'image'],
    ]);
    expect(root.files[0]?.size).toBe(csv.length);
    expect(root.usedBytes).toBe(csv.length + PNG.length);
    expect(root.quotaBytes).toBe(FILE_MANAGER_LIMITS.quotaBytes);
    const inside = await listing(ana, folderId);
    expect(inside.path).toEqual([{ id: folderId, name: 'Propostas' }]);
    expect(inside.files.map((file) => file.name)).toEqual(['cotas.csv']);

    const sheetId = inside.files[0]?.id as string;
    const download = await get(`file?id=${sheetId}`, ana);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('região;n\nSul;10\n');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await listing(ana, folderId)).files[0]?.opened).not.toBeNull();
    const preview = await get(`file?id=${picture.id}&preview=true`, ana);
    expect(preview.headers['content-disposition']).toContain('inline');

    const renamed = await post('file/rename', { id: sheetId, name: 'cotas-2026.csv' }, ana);
    expect(renamed.json()).toMatchObject({ name: 'cotas-2026.csv', extention: 'csv' });
    expect((await post('file/offline', { id: sheetId, offline: true }, ana)).json().offline).toBe(true);

    expect((await post('file/delete', { id: folderId }, ana)).json()).toEqual({ id: folderId });
    expect((await get(`file?id=${sheetId}`, ana)).statusCode).toBe(404);
    expect((await listing(ana)).files.map((file) => file.name)).toEqual(['logo.png']);
  });

  it("moves files and folders between folders; refuses into itself, a name taken there, and others' folders", async () => {
    const mkdir = async (name: string, parentId: string | null, user = ana) =>
      ZFileItem.parse((await post('folder/new', { parentId, name }, user)).json()).id;
    const drafts = await mkdir(`Rascunhos ${Date.now()}`, null);
    const final = await mkdir(`Finais ${Date.now()}`, null);
    const inner = await mkdir('Cliente', drafts);
    const note = ZFileItem.parse(
      (await upload(ana, 'roteiro.txt', Buffer.from('Roteiro do grupo focal'), inner)).json(),
    );

    // A file into another folder: its location follows.
    const movedFile = await post('file/move', { id: note.id, parentId: final }, ana);
    expect(movedFile.statusCode).toBe(200);
    expect(ZFileItem.parse(movedFile.json()).location).toBe(
      `Meus arquivos / ${(await listing(ana, final)).path[0]?.name}`,
    );
    expect((await listing(ana, inner)).files).toEqual([]);
    // A folder with what it holds: to the root.
    expect((await post('file/move', { id: inner, parentId: null }, ana)).statusCode).toBe(200);
    expect((await listing(ana)).files.map((file) => file.id)).toContain(inner);

    // Never into itself or below itself.
    const sub = await mkdir('Sub', inner);
    for (const target of [inner, sub]) {
      const loop = await post('file/move', { id: inner, parentId: target }, ana);
      expect(loop.statusCode).toBe(422);
      expect(loop.json().error.message).toBe(FILE_MANAGER_MESSAGES.intoItself);
    }
    // A name the target folder already has.
    await upload(ana, 'roteiro.txt', Buffer.from('Outra versão'), drafts);
    const clash = await post('file/move', { id: note.id, parentId: drafts }, ana);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(FILE_MANAGER_MESSAGES.duplicate);
    // Someone else's folder or file does not exist for this user.
    const hers = await mkdir(`Da Bia ${Date.now()}`, null, bia);
    expect((await post('file/move', { id: note.id, parentId: hers }, ana)).json().error.message).toBe(
      FILE_MANAGER_MESSAGES.folderNotFound,
    );
    expect((await post('file/move', { id: note.id, parentId: null }, bia)).statusCode).toBe(404);
    expect((await post('file/move', { id: 'x', parentId: null }, ana)).statusCode).toBe(400);
  });

  it('refuses a move that would nest folders deeper than the limit', async () => {
    let parentId: string | null = null;
    const chain: string[] = [];
    for (let level = 0; level < FILE_MANAGER_LIMITS.depthMax; level += 1) {
      const made = await post('folder/new', { parentId, name: `Nível ${level} ${Date.now()}` }, bia);
      parentId = ZFileItem.parse(made.json()).id;
      chain.push(parentId);
    }
    const tree = ZFileItem.parse(
      (await post('folder/new', { parentId: null, name: `Árvore ${Date.now()}` }, bia)).json(),
    ).id;
    await post('folder/new', { parentId: tree, name: 'Galho' }, bia);
    const tooDeep = await post('file/move', { id: tree, parentId: chain[chain.length - 2] }, bia);
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().error.message).toBe(FILE_MANAGER_MESSAGES.tooDeep);
  });

  it("never shows one user's files to another", async () => {
    const mine = ZFileItem.parse((await upload(ana, 'segredo.txt', Buffer.from('só da Ana'))).json());
    expect((await listing(bia)).files.map((file) => file.name)).not.toContain('segredo.txt');
    for (const res of [
      await get(`file?id=${mine.id}`, bia),
      await get(`files?folderId=${mine.id}`, bia),
      await post('file/rename', { id: mine.id, name: 'meu.txt' }, bia),
      await post('file/delete', { id: mine.id }, bia),
      await upload(bia, 'x.txt', Buffer.from('x'), mine.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/não encontrad/);
    }
    expect((await get(`file?id=${mine.id}`, ana)).body).toBe('só da Ana');
  });

  it('refuses duplicates, unknown types, empty files and bad names with Portuguese messages', async () => {
    await upload(ana, 'ata.txt', Buffer.from('ata'));
    const twice = await upload(ana, 'ATA.txt', Buffer.from('de novo'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(FILE_MANAGER_MESSAGES.duplicate);
    const exe = await upload(
      ana,
      'programa.exe',
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toMatch(/programa\.exe/);
    const empty = await upload(ana, 'vazio.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().error.message).toMatch(/vazio/);
    const slash = await post('folder/new', { parentId: null, name: 'a/b' }, ana);
    expect(slash.statusCode).toBe(400);
    expect(slash.json().error.message).toContain('Nome não pode conter');
    const badId = await get('file?id=123', ana);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('Identificador de arquivo inválido');
  });

  it('refuses a file over the size limit before storing it (413, pt-BR)', async () => {
    const big = await upload(ana, 'grande.txt', Buffer.alloc(FILE_MANAGER_LIMITS.fileMaxBytes + 1, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toMatch(/passa do limite/);
    expect((await listing(ana)).files.map((file) => file.name)).not.toContain('grande.txt');
  });

  it('seeds sample folders and files for the demo users into an empty app only', async () => {
    const fresh = await buildTestApp();
    try {
      const demo = await buildUser(fresh, { role: 'admin' });
      const find = async (_db: unknown, email: string) => (email === demo.email ? demo.row.id : null);
      const config = testConfig();
      expect(await seedFileManager(fresh.db, config, [demo.email, 'ninguem@exemplo.com.br'], find)).toBe(8);
      expect(await seedFileManager(fresh.db, config, [demo.email], find)).toBe(0);
      const root = ZFileListing.parse(
        (
          await fresh.inject({ method: 'GET', url: '/api/file-manager-app/files', headers: demo.auth })
        ).json(),
      );
      expect(root.files.map((file) => file.name)).toContain('Propostas');
      const csv = root.files.find((file) => file.name === 'cronograma-estudo-cardiologia.csv');
      expect(csv?.type).toBe('spreadsheet');
      const bytes = await fresh.inject({
        method: 'GET',
        url: `/api/file-manager-app/file?id=${csv?.id}`,
        headers: demo.auth,
      });
      expect(bytes.body).toContain('Recrutamento');
    } finally {
      await fresh.close();
    }
  });
});
