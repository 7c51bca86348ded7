import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text';
import { assertEntriesMatchDeclaredSizes, zipEntries } from './zip-entries';

export interface XlsxLimits {
  /** Data rows past the header to read before stopping (the caller reports the limit). */
  maxRows: number;
  maxCellChars: number;
}

export type XlsxReadResult =
  | { ok: true; records: { line: number; cells: string[] }[]; isTruncated: boolean }
  | { ok: false; reason: 'cellTooLong' | 'unreadable' };

/**
 * Rows of the first worksheet that has any, read as a stream: rows stop at `maxRows` and a cell over
 * `maxCellChars` stops the reading at once. The zip's real expansion is checked against its declared sizes
 * first, so what is streamed is bounded by what the caller accepted.
 */
export async function streamXlsxRows(bytes: Buffer, limits: XlsxLimits): Promise<XlsxReadResult> {
  try {
    assertEntriesMatchDeclaredSizes(bytes, zipEntries(bytes));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    const records: { line: number; cells: string[] }[] = [];
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (!row.hasValues) continue;
        if (records.length >= limits.maxRows) return { ok: true, records, isTruncated: true };
        const cells: string[] = [];
        for (let column = 1; column <= row.cellCount; column += 1) {
          const text = cellText(row.getCell(column).value);
          if (text.length > limits.maxCellChars) return { ok: false, reason: 'cellTooLong' };
          cells.push(text);
        }
        records.push({ line: row.number, cells });
      }
      if (records.length > 0) break;
    }
    return { ok: true, records, isTruncated: false };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
