import ExcelJS from 'exceljs';

/** The text a person sees in a cell: hyperlinks by their text, formulas by their result, dates dd/mm/aaaa. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const two = (part: number) => String(part).padStart(2, '0');
    return `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value !== 'object') return String(value);
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((part: { text?: unknown }) => cellText(part.text)).join('');
  if ('hyperlink' in value) return cellText('text' in value ? value.text : value.hyperlink);
  if ('formula' in value || 'sharedFormula' in value) return cellText('result' in value ? value.result : '');
  return '';
}

/**
 * Rows of the first worksheet that has any, each with its sheet row number.
 * `maxRows` stops early (the caller reports the limit) instead of reading a huge sheet to the end.
 */
export async function readXlsx(
  bytes: Buffer,
  maxRows: number,
): Promise<{ records: { line: number; cells: string[] }[]; isTruncated: boolean }> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; at run time it reads a Node Buffer.
  await workbook.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  const records: { line: number; cells: string[] }[] = [];
  let isTruncated = false;
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (records.length >= maxRows) {
      isTruncated = true;
      return;
    }
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    records.push({ line: rowNumber, cells });
  });
  return { records, isTruncated };
}
