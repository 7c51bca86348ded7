import { PassThrough } from 'node:stream';
import { countOf, sheetCell, type TPainel } from '@pesquisemais/shared';
import ExcelJS from 'exceljs';
import { exportPlan, rowsOf, writeDataSheet } from '../../responses';
import { countingResponses, longDateTime, type ReportContext } from './report-context';
import { questionResults } from './results';

export const DATA_SHEET = 'Dados';
export const RESULTS_SHEET = 'Resultados por pergunta';

const BOLD = { bold: true };
const PERCENT = '0.0%';

/** Two sheets: the complete responses ('Dados') and counts and percentages per question. */
export async function xlsxReport(context: ReportContext): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Pesquise(+)';

  const responses = countingResponses(context, 0.7);
  const plan = await exportPlan(responses, context.campaign.id, ['complete']);
  const data = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = plan.variables.map((variable) => ({
    width: Math.min(40, Math.max(12, variable.label.length + 2)),
  }));
  await writeDataSheet(
    data,
    plan,
    true,
    async (each) => {
      for await (const page of rowsOf(responses, context.campaign.id)) for (const row of page) each(row);
    },
    BOLD,
  );

  const painel = await questionResults(context);
  await context.progress(0.85);
  writeResults(workbook.addWorksheet(RESULTS_SHEET), context, painel);
  await workbook.commit();
  await ended;
  return Buffer.concat(parts);
}

function writeResults(sheet: ExcelJS.Worksheet, context: ReportContext, painel: TPainel) {
  sheet.columns = [{ width: 48 }, { width: 14 }, { width: 12 }, { width: 12 }];
  const add = (cells: (string | number | null)[], bold = false, percentAt?: number) => {
    const row = sheet.addRow(cells.map(sheetCell));
    if (bold) row.font = BOLD;
    if (percentAt !== undefined) row.getCell(percentAt).numFmt = PERCENT;
    row.commit();
  };
  add(['Campanha', context.campaign.name], true);
  add(['Questionário', context.campaign.surveyTitle]);
  add(['Gerado em', longDateTime(context.generatedAt)]);
  add(['Respostas completas', painel.completes]);
  if (painel.targets.length > 0) {
    add([]);
    add(['Meta', 'Completas', 'Objetivo', '% da meta'], true);
    for (const t of painel.targets)
      add([t.name, t.completes, t.goal, t.goal > 0 ? t.completes / t.goal : 0], false, 4);
  }
  for (const q of painel.questions) {
    add([]);
    add([q.title, countOf(q.answered, 'resposta', 'respostas')], true);
    if (q.kind === 'closed') {
      add(['Opção', 'Respostas', '%'], true);
      for (const c of q.choices) add([c.label, c.count, c.percent / 100], false, 3);
    } else if (q.kind === 'numeric' && q.numeric) {
      const n = q.numeric;
      add(['Média', n.mean]);
      add(['Mediana', n.median]);
      add(['Mínimo', n.min]);
      add(['Máximo', n.max]);
    } else if (q.words.length > 0) {
      add(['Palavra mais citada', 'Ocorrências'], true);
      for (const w of q.words.slice(0, 15)) add([w.word, w.count]);
    }
  }
  sheet.commit();
}
