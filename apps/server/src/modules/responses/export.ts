import { PassThrough, Readable } from 'node:stream';
import { csvLine, sheetCell, type TResponseStatus } from '@pesquisemais/shared';
import ExcelJS from 'exceljs';
import type { AnalysisCell, AnalysisDataset } from '../../lib/analysis/analysis-dataset';
import {
  type AnalysisPlan,
  type AnalysisPlanVariable,
  type AnalysisResponse,
  analysisNeeds,
  analysisPlan,
} from '../../lib/analysis/analysis-plan';
import type { ResponsesRepository } from './responses.repository';

/** Where an export reads from: the keyset pages and the shape of the campaign's answers (reports wrap it). */
export type ExportSource = Pick<ResponsesRepository, 'exportPage' | 'exportSchemas' | 'exportStats'>;

const PAGE = 1000;
const BOM = '\uFEFF';
export const DATA_SHEET = 'Respostas';
export const DICTIONARY_SHEET = 'Dicionário';

export interface ExportOptions {
  /** Choice texts instead of codes, question texts instead of variable names. */
  labels: boolean;
  statuses: readonly TResponseStatus[];
}

/** Keyset pages of 1,000 responses: the whole campaign is never held in memory. */
export async function* rowsOf(
  responses: ExportSource,
  campaignId: string,
  statuses: readonly TResponseStatus[] = ['complete'],
): AsyncGenerator<AnalysisResponse[]> {
  let after: string | null = null;
  for (;;) {
    const page: AnalysisResponse[] = await responses.exportPage(campaignId, after, PAGE, statuses);
    if (page.length === 0) return;
    yield page;
    after = (page[page.length - 1] as AnalysisResponse).id;
    if (page.length < PAGE) return;
  }
}

/**
 * The export's variables for this campaign: the questionnaire's versions with responses in scope and what
 * the database says of their shape (dynamic rows, calculated values), before any row is read.
 */
export async function exportPlan(
  responses: ExportSource,
  campaignId: string,
  statuses: readonly TResponseStatus[],
): Promise<AnalysisPlan> {
  const schemas = await responses.exportSchemas(campaignId, statuses);
  const stats = await responses.exportStats(campaignId, statuses, analysisNeeds(schemas));
  return analysisPlan(schemas, stats);
}

/**
 * The whole analysis data set in memory, for writers that need every row before writing (SPSS .sav keeps the
 * case count in its header); CSV and XLSX stream the same plan instead.
 */
export async function exportDataset(
  responses: ExportSource,
  campaignId: string,
  title: string,
  statuses: readonly TResponseStatus[],
): Promise<AnalysisDataset> {
  const plan = await exportPlan(responses, campaignId, statuses);
  const rows: AnalysisCell[][] = [];
  for await (const page of rowsOf(responses, campaignId, statuses))
    for (const row of page) rows.push(plan.row(row));
  return {
    title,
    variables: plan.variables.map(({ cell: _cell, codesAreValues: _codes, ...variable }) => variable),
    rows,
  };
}

/** How a row is written: codes as they are, or each code replaced by its label. */
function rowWriter(plan: AnalysisPlan, labels: boolean) {
  if (!labels) return plan.row;
  const maps = plan.variables.map((variable) =>
    variable.valueLabels ? new Map(variable.valueLabels.map((item) => [item.value, item.label])) : null,
  );
  return (response: AnalysisResponse): AnalysisCell[] =>
    plan.row(response).map((cell, index) => {
      const map = maps[index];
      return map && cell !== null ? (map.get(cell) ?? cell) : cell;
    });
}

const header = (plan: AnalysisPlan, labels: boolean) =>
  plan.variables.map((variable) => (labels ? variable.label : variable.name));

export function csvStream(
  responses: ExportSource,
  campaignId: string,
  plan: AnalysisPlan,
  options: ExportOptions,
) {
  const write = rowWriter(plan, options.labels);
  async function* generate() {
    yield BOM + csvLine(header(plan, options.labels));
    for await (const page of rowsOf(responses, campaignId, options.statuses)) {
      yield page.map((row) => csvLine(write(row))).join('');
    }
  }
  return Readable.from(generate());
}

/** XLSX through exceljs's streaming writer: each row is committed (written out) as soon as it is added. */
export function xlsxStream(
  responses: ExportSource,
  campaignId: string,
  plan: AnalysisPlan,
  options: ExportOptions,
) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const write = async () => {
    await writeDataSheet(workbook.addWorksheet(DATA_SHEET), plan, options.labels, (each) =>
      forEachResponse(responses, campaignId, options.statuses, each),
    );
    writeDictionary(workbook.addWorksheet(DICTIONARY_SHEET), plan.variables);
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

async function forEachResponse(
  responses: ExportSource,
  campaignId: string,
  statuses: readonly TResponseStatus[],
  each: (response: AnalysisResponse) => void,
) {
  for await (const page of rowsOf(responses, campaignId, statuses)) for (const row of page) each(row);
}

/** The data sheet: a header of names (or texts) and one committed row per response. */
export async function writeDataSheet(
  sheet: ExcelJS.Worksheet,
  plan: AnalysisPlan,
  labels: boolean,
  source: (each: (response: AnalysisResponse) => void) => Promise<void>,
  headerStyle?: Partial<ExcelJS.Font>,
) {
  const write = rowWriter(plan, labels);
  const head = sheet.addRow(header(plan, labels).map(sheetCell));
  if (headerStyle) head.font = headerStyle;
  head.commit();
  await source((response) => sheet.addRow(write(response).map(sheetCell)).commit());
  sheet.commit();
}

const KINDS: Record<AnalysisPlanVariable['kind'], string> = {
  numeric: 'numérica',
  string: 'texto',
  datetime: 'data e hora',
};

/** The data dictionary: each variable with its question text, type and codes → labels. */
export function writeDictionary(sheet: ExcelJS.Worksheet, variables: AnalysisPlanVariable[]) {
  sheet.columns = [{ width: 28 }, { width: 60 }, { width: 22 }, { width: 60 }, { width: 40 }];
  const add = (cells: (string | number | null)[]) => sheet.addRow(cells.map(sheetCell)).commit();
  add(['Variável', 'Texto da pergunta', 'Tipo', 'Códigos → rótulos', 'Origem dos códigos']);
  for (const variable of variables) {
    const codes = (variable.valueLabels ?? []).map((item) => `${item.value} = ${item.label}`).join('; ');
    const origin =
      variable.codesAreValues === undefined
        ? ''
        : variable.codesAreValues
          ? 'o valor da opção no questionário'
          : 'número da opção na ordem do questionário (1, 2, 3…); o texto é o rótulo';
    const type = `${variable.questionType || 'sistema'} (${KINDS[variable.kind]})`;
    add([variable.name, variable.label, type, codes || null, origin || null]);
  }
  sheet.commit();
}
