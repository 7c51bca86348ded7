import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembers, buildBoard, docApi } from '../../../test/doc-factories';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

// A 1×1 PNG, and the start of a Windows executable (MZ header).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(300),
]);
const LIMIT = 64 * 1024;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doc-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
const { app } = useTestApp({ config: () => ({ files: { dir, maxBytes: LIMIT } }) });
const api = docApi(app);

const upload = (auth: Record<string, string>, query: Record<string, string>, body: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/doc-app/card/attachment',
    query,
    headers: { ...auth, 'content-type': 'application/octet-stream' },
    payload: body,
  });
const storedFiles = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

describe('card attachments', () => {
  it('stores an image, makes it the cover, previews it inline and downloads it per board', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 1 });
    const cardId = board.cards[0]?.id as string;
    const res = await upload(board.owner.auth, { docId: board.docId, cardId, name: 'capa.png' }, PNG);
    expect(res.statusCode).toBe(201);
    const card = res.json();
    const attachment = card.attachments[0];
    expect(attachment).toMatchObject({
      name: 'capa.png',
      type: 'image',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(card.idAttachmentCover).toBe(attachment.id);
    expect(card.activities[0]).toMatchObject({ type: 'attachment', message: 'capa.png' });

    const preview = await app.inject({ method: 'GET', url: attachment.src, headers: board.owner.auth });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.rawPayload).toEqual(PNG);
    const download = await app.inject({ method: 'GET', url: attachment.url, headers: board.owner.auth });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    // Another board's editor, not a member: no download.
    const stranger = await buildUser(app, { role: 'interview' });
    expect(
      (await app.inject({ method: 'GET', url: attachment.url, headers: stranger.auth })).statusCode,
    ).toBe(403);
    // A watcher member downloads but cannot upload or remove.
    const watcher = await buildUser(app, { role: 'watcher' });
    await addMembers(app, board, [watcher]);
    expect((await app.inject({ method: 'GET', url: attachment.url, headers: watcher.auth })).statusCode).toBe(
      200,
    );
    expect((await upload(watcher.auth, { docId: board.docId, cardId, name: 'x.png' }, PNG)).statusCode).toBe(
      403,
    );
    const removal = await api.post(watcher.auth, 'card/attachment/remove', {
      docId: board.docId,
      cardId,
      attachmentId: attachment.id,
    });
    expect(removal.statusCode).toBe(403);

    const removed = await api.post(board.owner.auth, 'card/attachment/remove', {
      docId: board.docId,
      cardId,
      attachmentId: attachment.id,
    });
    expect(removed.json()).toMatchObject({ attachments: [], idAttachmentCover: null });
    expect(
      (await app.inject({ method: 'GET', url: attachment.url, headers: board.owner.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses a renamed executable (415) and a file over the limit (413, pt-BR), keeping nothing', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 1 });
    const cardId = board.cards[0]?.id as string;
    const before = await storedFiles();
    const exe = await upload(board.owner.auth, { docId: board.docId, cardId, name: 'foto.png' }, EXE);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe(
      'Arquivos do tipo application/x-msdownload ("foto.png") não são aceitos.',
    );
    const big = await upload(
      board.owner.auth,
      { docId: board.docId, cardId, name: 'grande.png' },
      Buffer.concat([PNG, Buffer.alloc(LIMIT)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O arquivo "grande.png" passa do limite de 0,06 MB.');
    expect(await storedFiles()).toBe(before);
    expect((await api.board(board.owner.auth, board.docId)).cards[0]?.attachments).toEqual([]);
  });

  it('neutralises path traversal in names: only the base name is kept, never a path on disk', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 1 });
    const cardId = board.cards[0]?.id as string;
    const res = await upload(
      board.owner.auth,
      { docId: board.docId, cardId, name: '../../../etc/..\\passwd.png' },
      PNG,
    );
    expect(res.statusCode).toBe(201);
    const attachment = res.json().attachments[0];
    expect(attachment.name).toBe('passwd.png');
    const row = await app.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM doc_attachments WHERE id = $1',
      [attachment.id],
    );
    expect(row.rows[0]?.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    const entries = await readdir(dir, { recursive: true });
    expect(entries.some((entry) => entry.includes('passwd'))).toBe(false);
    const download = await app.inject({ method: 'GET', url: attachment.url, headers: board.owner.auth });
    expect(download.headers['content-disposition']).toContain('filename="passwd.png"');
  });

  it('sets a cover only from an image of the same card', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 2 });
    const [first, second] = board.cards;
    if (!first || !second) throw new Error('no cards');
    const image = (
      await upload(board.owner.auth, { docId: board.docId, cardId: first.id, name: 'a.png' }, PNG)
    ).json();
    const text = (
      await upload(
        board.owner.auth,
        { docId: board.docId, cardId: second.id, name: 'nota.txt' },
        Buffer.from('texto'),
      )
    ).json();
    const wrong = await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: { id: second.id, revision: text.revision, idAttachmentCover: image.attachments[0].id },
    });
    expect(wrong.statusCode).toBe(422);
    const notImage = await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: { id: second.id, revision: text.revision, idAttachmentCover: text.attachments[0].id },
    });
    expect(notImage.statusCode).toBe(422);
    expect(text.attachments[0]).toMatchObject({ type: 'file', contentType: 'text/plain', src: null });
  });
});
