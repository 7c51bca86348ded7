// The web tests share one module graph per worker (apps/web/vitest.config.ts, isolate: false): a module
// replaced with vi.mock would stay replaced for the files after it. Such files run in their own project.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = new URL('../../apps/web/src', import.meta.url).pathname;
const MOCKS_A_MODULE = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

/** Files under a folder, recursively, as paths relative to it. */
const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));

/** Web test files that replace a module but would run in the shared project. */
function sharedFilesThatMock(files, read) {
  return files
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.isolated\.test\.tsx?$/.test(file))
    .filter((file) => MOCKS_A_MODULE.test(read(file)));
}

describe('web tests that replace a module run isolated', () => {
  it('finds vi.mock only in *.isolated.test.ts(x) files', () => {
    const offenders = sharedFilesThatMock(filesUnder(WEB_SRC), (file) =>
      readFileSync(path.join(WEB_SRC, file), 'utf8'),
    );
    expect(offenders, 'renomeie para *.isolated.test.ts(x)').toEqual([]);
  });

  it('catches a shared file that mocks, and leaves isolated files and plain tests alone', () => {
    const sources = {
      'a/mocks.test.ts': "vi.mock('./notify', () => ({}));",
      'a/mocks.isolated.test.tsx': "vi.mock('./apex-chart', () => ({}));",
      'a/plain.test.tsx': "vi.fn(); vi.spyOn(console, 'error');",
      'a/source.ts': "vi.mock('x')",
    };
    expect(sharedFilesThatMock(Object.keys(sources), (file) => sources[file])).toEqual(['a/mocks.test.ts']);
  });
});
