import type { TPanelImportColumn, TPanelImportOnExisting } from '@pesquisemais/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { BuiltUser } from './factories';

/** A CSV as a spreadsheet saves it: UTF-8 with BOM, CRLF line ends. */
export function csvBase64(lines: string[], { bom = true } = {}): string {
  return Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, 'utf8').toString('base64');
}

/** An XLSX with one sheet holding the given rows (cells may be exceljs values: hyperlinks, numbers). */
export async function xlsxBase64(rows: ExcelJS.CellValue[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Painel');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

export function previewImport(
  app: FastifyInstance,
  user: BuiltUser,
  content: string,
  extra: { mapping?: TPanelImportColumn[]; onExisting?: TPanelImportOnExisting } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/survey-users/import/preview',
    headers: user.auth,
    payload: { fileName: 'painel.csv', content, ...extra },
  });
}

export function commitImport(
  app: FastifyInstance,
  user: BuiltUser,
  content: string,
  mapping: TPanelImportColumn[],
  onExisting: TPanelImportOnExisting = 'skip',
) {
  return app.inject({
    method: 'POST',
    url: '/api/survey-users/import/commit',
    headers: user.auth,
    payload: { fileName: 'painel.csv', content, mapping, onExisting },
  });
}

/** Previews a CSV and commits it with the suggested mapping; fails loudly on anything but 200. */
export async function importCsv(app: FastifyInstance, user: BuiltUser, lines: string[]) {
  const content = csvBase64(lines);
  const preview = await previewImport(app, user, content);
  if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
  const commit = await commitImport(app, user, content, preview.json().mapping);
  if (commit.statusCode !== 200) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);
  return commit.json();
}
