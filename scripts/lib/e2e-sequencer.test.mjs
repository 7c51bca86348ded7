// The e2e files start longest first (e2e/support/sequencer.ts); other projects keep Vitest's order.
import { describe, expect, it } from 'vitest';
import { FILE_SECONDS, LongestFirstSequencer } from '../../e2e/support/sequencer';

const spec = (project, file) => ({
  project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
  moduleId: `/repo/${file}`,
});
const noCache = {
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
  config: { root: '/repo' },
};

describe('the e2e order', () => {
  it('starts the longest e2e files first by their committed figures, unknown ones in between', async () => {
    const files = [
      spec('e2e', 'e2e/api-language.e2e.ts'),
      spec('e2e', 'e2e/brand-new.e2e.ts'),
      spec('e2e', 'e2e/rooms.e2e.ts'),
      spec('e2e', 'e2e/accessibility.e2e.ts'),
    ];
    const sorted = await new LongestFirstSequencer(noCache).sort(files);
    expect(sorted.map((file) => file.moduleId.split('/').at(-1))).toEqual([
      'accessibility.e2e.ts',
      'rooms.e2e.ts',
      'brand-new.e2e.ts',
      'api-language.e2e.ts',
    ]);
    expect(FILE_SECONDS['accessibility.e2e.ts']).toBeGreaterThan(FILE_SECONDS['rooms.e2e.ts']);
  });

  it('keeps projects apart and leaves the order of the other projects alone', async () => {
    const files = [spec('server', 'a.test.ts'), spec('server', 'b.test.ts'), spec('e2e', 'e2e/rooms.e2e.ts')];
    const sorted = await new LongestFirstSequencer(noCache).sort(files);
    expect(sorted.map((file) => `${file.project.name}:${file.moduleId.split('/').at(-1)}`)).toEqual([
      'e2e:rooms.e2e.ts',
      'server:a.test.ts',
      'server:b.test.ts',
    ]);
  });
});
