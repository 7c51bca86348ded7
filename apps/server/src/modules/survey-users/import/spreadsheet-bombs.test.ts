import { PANEL_IMPORT_LIMITS, PANEL_IMPORT_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { csvBase64, previewImport } from '../../../../test/survey-users-factories';
import { useTestApp } from '../../../../test/test-app';
import { hugeCellXlsx, manyRowsXlsx } from '../../../../test/xlsx-bombs';

/** Runs `work` while sampling the event loop every 10 ms; the longest gap says how long it was blocked. */
async function withLoopWatch<T>(work: () => Promise<T>): Promise<{ value: T; maxLagMs: number; ms: number }> {
  let last = performance.now();
  let maxLagMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxLagMs = Math.max(maxLagMs, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const value = await work();
    return { value, maxLagMs, ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('spreadsheet bombs in the panel import', () => {
  const {
    app,
    users: { admin },
  } = useTestApp({ roles: ['admin'] });

  const preview = (bytes: Buffer) => previewImport(app, admin, bytes.toString('base64'));

  it('refuses at once a 1.4 MB XLSX that expands to 4 million rows (413)', async () => {
    const bomb = await manyRowsXlsx(4_000_000);
    expect(bomb.length).toBeLessThan(PANEL_IMPORT_LIMITS.maxBytes);
    const { value: res, ms } = await withLoopWatch(() => preview(bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(PANEL_IMPORT_MESSAGES.expandedTooLarge);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses at once an XLSX with one 300 MB cell (413)', async () => {
    const bomb = await hugeCellXlsx(300_000_000);
    const { value: res, ms } = await withLoopWatch(() => preview(bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(PANEL_IMPORT_MESSAGES.expandedTooLarge);
    expect(ms).toBeLessThan(1000);
  });

  it('stops reading half a million rows at the row limit, off the event loop and in bounded memory', async () => {
    const file = await manyRowsXlsx(500_000);
    const rssBefore = process.memoryUsage().rss;
    const { value: res, maxLagMs } = await withLoopWatch(() => preview(file));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(PANEL_IMPORT_MESSAGES.tooManyRows);
    // The reading ran in a worker thread: the server's own loop kept turning.
    expect(maxLagMs).toBeLessThan(250);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(600 * 1024 * 1024);
  });

  it('refuses a cell longer than the limit while reading, and a zip that expands past what it declares', async () => {
    const longCell = await preview(await hugeCellXlsx(20_000_000));
    expect(longCell.statusCode).toBe(422);
    expect(longCell.json().error.message).toBe(PANEL_IMPORT_MESSAGES.cellTooLong);
    const lying = await preview(await hugeCellXlsx(20_000_000, { 'xl/sharedStrings.xml': 1000 }));
    expect(lying.statusCode).toBe(422);
    expect(lying.json().error.message).toBe(PANEL_IMPORT_MESSAGES.unreadableXlsx);
    const csv = await previewImport(app, admin, csvBase64(['Nome;E-mail', `${'A'.repeat(5000)};a@ex.com`]));
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.message).toBe(PANEL_IMPORT_MESSAGES.cellTooLong);
  });

  it('still reads a small hand-built workbook', async () => {
    const res = await preview(await manyRowsXlsx(3));
    expect(res.statusCode).toBe(200);
  });
});
