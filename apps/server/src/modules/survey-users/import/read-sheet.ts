import { PANEL_IMPORT_LIMITS, PANEL_IMPORT_MESSAGES } from '@pesquisemais/shared';
import { AppError } from '../../../lib/app-error';
import { decodeCsv, parseCsv } from './parse-csv';
import { readXlsx } from './read-xlsx';

export interface SheetRecord {
  /** The row number a person sees in the spreadsheet (the header is row 1 in a CSV). */
  line: number;
  cells: string[];
}

export interface Sheet {
  format: 'csv' | 'xlsx';
  columns: string[];
  records: SheetRecord[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

async function readRecords(bytes: Buffer): Promise<{ format: Sheet['format']; records: SheetRecord[] }> {
  if (startsWith(bytes, OLE)) throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.legacyXls);
  if (startsWith(bytes, ZIP)) {
    // The header and one row past the limit are enough to tell the file is too long.
    const read = await readXlsx(bytes, PANEL_IMPORT_LIMITS.maxRows + 2);
    return { format: 'xlsx', records: read.records };
  }
  const text = decodeCsv(bytes);
  if (text.includes('\u0000')) throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.unknownFormat);
  return {
    format: 'csv',
    records: parseCsv(text).map((cells, index) => ({ line: index + 1, cells })),
  };
}

/**
 * The file of an import request (base64), read into a header and data rows: blank rows dropped,
 * cells trimmed, every row as wide as the header. Limits: 5 MB (413), 20,000 rows and 60 columns (422).
 */
export async function readSheet(content: string): Promise<Sheet> {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > PANEL_IMPORT_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', PANEL_IMPORT_MESSAGES.fileTooLarge);
  const { format, records } = await readRecords(bytes);
  const filled = records
    .map((record) => ({ line: record.line, cells: record.cells.map((cell) => cell.trim()) }))
    .filter((record) => !isBlank(record.cells));
  if (filled.some((record) => record.cells.some((cell) => cell.length > PANEL_IMPORT_LIMITS.maxCellChars)))
    throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.cellTooLong);
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.emptyFile);
  if (rows.length > PANEL_IMPORT_LIMITS.maxRows)
    throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.tooManyRows);
  // Columns with neither a header nor any value (trailing separators) are dropped.
  let width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), header.cells.length);
  while (width > 0 && !header.cells[width - 1] && rows.every((row) => !row.cells[width - 1])) width -= 1;
  if (width > PANEL_IMPORT_LIMITS.maxColumns)
    throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.tooManyColumns);
  const columns = Array.from({ length: width }, (_, index) => header.cells[index] || `Coluna ${index + 1}`);
  return {
    format,
    columns,
    records: rows.map((row) => ({
      line: row.line,
      cells: Array.from({ length: width }, (_, index) => row.cells[index] ?? ''),
    })),
  };
}
