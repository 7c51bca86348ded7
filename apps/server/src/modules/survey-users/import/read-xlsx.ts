import { PANEL_IMPORT_LIMITS, PANEL_IMPORT_MESSAGES } from '@pesquisemais/shared';
import { AppError } from '../../../lib/app-error';
import { startWorker } from '../../../lib/worker-thread';
import type { XlsxLimits, XlsxReadResult } from './stream-xlsx';
import { BadZipError, zipEntries } from './zip-entries';

export { cellText } from './cell-text';

/** A worker's heap cap and time budget: a file that needs more is refused, the server stays responsive. */
const WORKER_HEAP_MB = 384;
const WORKER_TIMEOUT_MS = 30_000;

/**
 * Rows of the first worksheet that has any, each with its sheet row number, read streaming in a worker
 * thread. Refuses at once (413) a zip that declares more than the expanded cap; `maxRows` stops early.
 */
export async function readXlsx(
  bytes: Buffer,
  maxRows: number,
): Promise<{ records: { line: number; cells: string[] }[]; isTruncated: boolean }> {
  let expanded = 0;
  try {
    for (const entry of zipEntries(bytes)) expanded += entry.size;
  } catch (error) {
    if (error instanceof BadZipError)
      throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.unreadableXlsx);
    throw error;
  }
  if (expanded > PANEL_IMPORT_LIMITS.maxExpandedBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', PANEL_IMPORT_MESSAGES.expandedTooLarge);
  const { maxCellChars, maxColumns, maxTextChars } = PANEL_IMPORT_LIMITS;
  const result = await inWorker(bytes, { maxRows, maxCellChars, maxColumns, maxTextChars });
  if (result.ok) return { records: result.records, isTruncated: result.isTruncated };
  if (result.reason === 'cellTooLong') throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.cellTooLong);
  if (result.reason === 'tooManyColumns')
    throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.tooManyColumns);
  if (result.reason === 'tooLarge')
    throw new AppError('PAYLOAD_TOO_LARGE', PANEL_IMPORT_MESSAGES.sheetTooLarge);
  throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.unreadableXlsx);
}

function inWorker(bytes: Buffer, limits: XlsxLimits): Promise<XlsxReadResult> {
  const worker = startWorker(new URL('./xlsx-worker.ts', import.meta.url), 'xlsx-worker', {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise<XlsxReadResult>((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: 'unreadable' }), WORKER_TIMEOUT_MS);
    worker.once('message', (result: XlsxReadResult) => {
      clearTimeout(timer);
      resolve(result);
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file is refused, the server goes on.
    worker.once('error', () => {
      clearTimeout(timer);
      resolve({ ok: false, reason: 'unreadable' });
    });
    worker.postMessage({ bytes: new Uint8Array(bytes), limits });
  }).finally(() => void worker.terminate());
}
