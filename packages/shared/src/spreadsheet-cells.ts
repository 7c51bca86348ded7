/**
 * Spreadsheet (CSV/XLSX) cells that Excel, LibreOffice or Google Sheets would never run as formulas
 * (CSV/formula injection). One place for the server's exports and the web app's CSV downloads.
 */

/**
 * A text that a spreadsheet may read as a formula: starting with =, +, -, @ (or their full-width forms),
 * or with a tab, CR or LF; leading spaces do not hide the sign, since some programs trim them.
 */
const FORMULA_START = /^(?:[\t\r\n]| *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/** Prefixes a risky text with an apostrophe, which spreadsheets show as text, never evaluate. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type TSheetValue = string | number | null;

/** An XLSX cell: numbers stay numbers (negative ones too), texts are written neutralized, never formulas. */
export function sheetCell(value: TSheetValue): TSheetValue {
  return typeof value === 'string' ? neutralizeFormula(value) : value;
}

/** A cell for Brazilian Excel CSV (`;` separated): neutralized, quoted when needed. */
export function csvCell(value: TSheetValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = neutralizeFormula(value);
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (CRLF ended) of neutralized cells. */
export const csvLine = (cells: TSheetValue[]): string => `${cells.map(csvCell).join(';')}\r\n`;
