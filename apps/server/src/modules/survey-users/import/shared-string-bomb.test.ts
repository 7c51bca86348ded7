import { PANEL_IMPORT_LIMITS, PANEL_IMPORT_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { previewImport } from '../../../../test/survey-users-factories';
import { useTestApp } from '../../../../test/test-app';
import { sharedStringRowsXlsx } from '../../../../test/xlsx-bombs';

/** Runs `work` while sampling this process's memory every 5 ms: the highest rise over the start. */
async function withMemoryWatch<T>(work: () => Promise<T>): Promise<{ value: T; rss: number; heap: number }> {
  const start = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - start.rss);
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    const value = await work();
    sample();
    return { value, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

const MB = 1024 * 1024;

describe('an XLSX whose cells share one long string', () => {
  const {
    app,
    users: { admin },
  } = useTestApp({ roles: ['admin'] });

  it('is refused (413) without copying the text of every cell into the server', async () => {
    // 5,000 rows × 60 cells of one 1,990-character string: about 600 million characters once copied.
    const file = await sharedStringRowsXlsx(5_000, 60, 1_990);
    expect(file.length).toBeLessThan(PANEL_IMPORT_LIMITS.maxBytes);
    const {
      value: res,
      rss,
      heap,
    } = await withMemoryWatch(() => previewImport(app, admin, file.toString('base64')));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(PANEL_IMPORT_MESSAGES.sheetTooLarge);
    expect(heap).toBeLessThan(200 * MB);
    // The worker thread's own heap (capped) is part of this process's RSS too.
    expect(rss).toBeLessThan(400 * MB);
  });

  it('still reads a sheet of long cells under the cap', async () => {
    const res = await previewImport(
      app,
      admin,
      (await sharedStringRowsXlsx(100, 2, 1_990)).toString('base64'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'xlsx', columns: ['Nome', 'E-mail'], totalRows: 100 });
    expect(res.json().rows[0]).toEqual(['x'.repeat(1_990), 'x'.repeat(1_990)]);
  });

  it('refuses a value past the column limit while reading (422)', async () => {
    const res = await previewImport(app, admin, (await sharedStringRowsXlsx(3, 61, 10)).toString('base64'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(PANEL_IMPORT_MESSAGES.tooManyColumns);
  });
});
