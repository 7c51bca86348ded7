import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text';
import { assertEntriesMatchDeclaredSizes, zipEntries } from './zip-entries';

export interface XlsxLimits {
  /** Data rows past the header to read before stopping (the caller reports the limit). */
  maxRows: number;
  maxCellChars: number;
  /** Columns kept per row: a non-blank cell past them refuses the file, blank ones are dropped. */
  maxColumns: number;
  /** Characters of all cells together handed back: past it the file is refused (they are copied out). */
  maxTextChars: number;
}

export type XlsxReadResult =
  | { ok: true; records: { line: number; cells: string[] }[]; isTruncated: boolean }
  | { ok: false; reason: 'cellTooLong' | 'tooManyColumns' | 'tooLarge' | 'unreadable' };

/**
 * Rows of the first worksheet that has any, read as a stream: rows stop at `maxRows`, and a cell over
 * `maxCellChars`, a value past `maxColumns` or text past `maxTextChars` in all stop the reading at once. The
 * text is counted cell by cell: a shared string costs nothing here, but each cell's copy is posted back. The zip's real expansion is checked against its declared sizes
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
    let textChars = 0;
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (!row.hasValues) continue;
        if (records.length >= limits.maxRows) return { ok: true, records, isTruncated: true };
        const cells: string[] = [];
        for (let column = 1; column <= row.cellCount; column += 1) {
          const text = cellText(row.getCell(column).value);
          if (text.length > limits.maxCellChars) return { ok: false, reason: 'cellTooLong' };
          if (column > limits.maxColumns) {
            if (text.trim() !== '') return { ok: false, reason: 'tooManyColumns' };
            continue;
          }
          textChars += text.length;
          if (textChars > limits.maxTextChars) return { ok: false, reason: 'tooLarge' };
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
