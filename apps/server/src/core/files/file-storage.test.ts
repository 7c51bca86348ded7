import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDiskDriver } from './disk-driver';
import { createFileStorage, KEY_PATTERN } from './file-storage';
import type { FileStorage } from './storage';

// A 1×1 PNG and the start of a Windows executable (MZ header with a PE offset).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200),
]);

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'files-'));
  storage = createFileStorage(createDiskDriver(root), { maxBytes: 64 * 1024 });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const chunks = (buffer: Buffer, size = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) =>
      buffer.subarray(i * size, (i + 1) * size),
    ),
  );
const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
/** Every file under the root, temporary ones included. */
const filesOnDisk = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

describe('file storage (disk driver)', () => {
  it('stores a file under a generated key, with the type read from its bytes, and gives it back', async () => {
    const stored = await storage.put(Readable.from([PNG]), { name: '../../etc/passwd.png' });
    expect(stored).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect(stored.key).toMatch(KEY_PATTERN);
    expect(stored.key).not.toContain('passwd');
    expect(await readFile(path.join(root, stored.key))).toEqual(PNG);
    expect(await read(await storage.get(stored.key))).toEqual(PNG);
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    await expect(storage.get(stored.key)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses an executable named as a picture before writing anything', async () => {
    const before = await filesOnDisk();
    await expect(storage.put(Readable.from([EXE]), { name: 'foto.png' })).rejects.toMatchObject({
      statusCode: 415,
      message: 'Arquivos do tipo application/x-msdownload ("foto.png") não são aceitos.',
    });
    expect(await filesOnDisk()).toBe(before);
  });

  it('cuts a file off at the limit, whatever it declared, and leaves no partial file', async () => {
    const before = await filesOnDisk();
    const big = Buffer.concat([PNG, Buffer.alloc(70 * 1024)]);
    await expect(storage.put(chunks(big), { name: 'grande.png' })).rejects.toMatchObject({
      statusCode: 413,
      message: 'O arquivo "grande.png" passa do limite de 0,06 MB.',
    });
    await expect(storage.put(Readable.from([PNG]), { declaredBytes: 10_000_000 })).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(storage.put(chunks(big), { maxBytes: 1_000_000 })).rejects.toMatchObject({
      statusCode: 413,
    });
    expect(await filesOnDisk()).toBe(before);
  });

  it('honours a lower per-call limit and an accept list; refuses empty and unknown files', async () => {
    await expect(storage.put(Readable.from([PNG]), { maxBytes: 10 })).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(storage.put(Readable.from([PNG]), { accept: ['application/pdf'] })).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(storage.put(Readable.from([]), { name: 'nada.txt' })).rejects.toMatchObject({
      statusCode: 422,
      message: 'O arquivo "nada.txt" está vazio.',
    });
    await expect(storage.put(Readable.from([Buffer.from([0, 1, 2, 3, 0xfe, 0x00])]))).rejects.toMatchObject({
      statusCode: 415,
    });
    const csv = await storage.put(Readable.from([Buffer.from('a;b\n1;2\n')]), { name: 'dados.csv' });
    expect(csv.contentType).toBe('text/csv');
  });

  it('stores a part of a larger file untyped but within the limit; the joined file is typed from its head', async () => {
    const tail = Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0x02, 0x03]);
    const part = await storage.put(chunks(tail), { isPart: true });
    expect(part.contentType).toBe('application/octet-stream');
    await expect(storage.put(chunks(Buffer.alloc(70 * 1024, 1)), { isPart: true })).rejects.toMatchObject({
      statusCode: 413,
    });
    const joined = await storage.put(
      (async function* () {
        yield PNG;
        yield* await storage.get(part.key);
      })(),
      { accept: ['image/png'] },
    );
    expect(joined.contentType).toBe('image/png');
    expect(await read(await storage.get(joined.key))).toEqual(Buffer.concat([PNG, tail]));
  });

  it('answers 404 for keys it did not make (no path ever leaves the folder)', async () => {
    for (const key of ['../../etc/passwd', '/etc/passwd', 'ab/../../x', ''])
      await expect(storage.get(key)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('files configuration', () => {
  it('keeps files in DATA_DIR/files with a 50 MB limit by default; FILES_MAX_MB and FILES_DIR change them', () => {
    const config = loadConfig({ DATA_DIR: '/srv/pesquise' });
    expect(config.files).toEqual({ dir: path.join('/srv/pesquise', 'files'), maxBytes: 50 * 1024 * 1024 });
    const custom = loadConfig({ FILES_MAX_MB: '2', FILES_DIR: '/mnt/anexos' });
    expect(custom.files).toEqual({ dir: '/mnt/anexos', maxBytes: 2 * 1024 * 1024 });
  });
});
