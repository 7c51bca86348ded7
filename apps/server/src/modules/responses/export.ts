import { PassThrough, Readable } from 'node:stream';
import { csvLine, sheetCell } from '@pesquisemais/shared';
import ExcelJS from 'exceljs';
import { type ExportColumn, type ExportRow, exportColumns } from './export-columns';
import type { ResponsesRepository } from './responses.repository';

/** Where the rows come from: the export's keyset pages (reports wrap it to count progress). */
export type ExportSource = Pick<ResponsesRepository, 'exportPage'>;

const PAGE = 1000;
const BOM = '\uFEFF';

/** Keyset pages of 1,000 complete responses: the whole campaign is never held in memory. */
export async function* rowsOf(responses: ExportSource, campaignId: string): AsyncGenerator<ExportRow[]> {
  let after: string | null = null;
  for (;;) {
    const page: ExportRow[] = await responses.exportPage(campaignId, after, PAGE);
    if (page.length === 0) return;
    yield page;
    after = (page[page.length - 1] as ExportRow).id;
    if (page.length < PAGE) return;
  }
}

export function csvStream(responses: ExportSource, campaignId: string, schema: unknown, labels: boolean) {
  const columns = exportColumns(schema, labels);
  async function* generate() {
    yield BOM + csvLine(columns.map((column) => column.header));
    for await (const page of rowsOf(responses, campaignId)) {
      yield page.map((row) => csvLine(columns.map((column: ExportColumn) => column.value(row)))).join('');
    }
  }
  return Readable.from(generate());
}

/** XLSX through exceljs's streaming writer: each row is committed (written out) as soon as it is added. */
export function xlsxStream(responses: ExportSource, campaignId: string, schema: unknown, labels: boolean) {
  const columns = exportColumns(schema, labels);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Respostas');
  const write = async () => {
    sheet.addRow(columns.map((column) => sheetCell(column.header))).commit();
    for await (const page of rowsOf(responses, campaignId)) {
      for (const row of page) sheet.addRow(columns.map((column) => sheetCell(column.value(row)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
