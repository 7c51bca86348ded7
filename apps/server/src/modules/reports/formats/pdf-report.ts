import { countOf, type TPainel, type TQuestionResult } from '@pesquisemais/shared';
import PDFDocument from 'pdfkit';
import {
  barChart,
  COLORS,
  contentWidth,
  ensureSpace,
  formatNumber,
  formatPercent,
  pageNumbers,
  table,
} from './pdf-draw';
import { longDateTime, type ReportContext } from './report-context';
import { questionResults } from './results';

type Doc = InstanceType<typeof PDFDocument>;

/** Title, summary (completes, targets) and, per question, a bar chart and a table; all in Portuguese. */
export async function pdfReport(context: ReportContext): Promise<Buffer> {
  const painel = await questionResults(context);
  await context.progress(0.3);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: 'pt-BR',
    info: { Title: `Relatório - ${context.campaign.name}`, Author: 'Pesquise(+)' },
  });
  const parts: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  heading(doc, context);
  summary(doc, painel);
  const questions = painel.questions;
  if (questions.length > 0) section(doc, 'Resultados por pergunta');
  for (const [index, question] of questions.entries()) {
    questionBlock(doc, question, index + 1);
    await context.progress(0.3 + (0.65 * (index + 1)) / questions.length);
  }
  pageNumbers(doc, `Pesquise(+) · ${context.campaign.name}`);
  doc.end();
  await ended;
  return Buffer.concat(parts);
}

function heading(doc: Doc, context: ReportContext) {
  doc.rect(0, 0, doc.page.width, 8).fill(COLORS.primary);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLORS.primary).text('Relatório da campanha', 50, 50);
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLORS.text).text(context.campaign.name);
  doc.font('Helvetica').fontSize(10).fillColor(COLORS.muted);
  doc.text(`Questionário: ${context.campaign.surveyTitle}`);
  doc.text(`Gerado em ${longDateTime(context.generatedAt)}`);
  doc.moveDown(1);
}

function section(doc: Doc, title: string) {
  ensureSpace(doc, 60);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.primary).text(title, doc.page.margins.left);
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(COLORS.primary)
    .stroke();
  doc.y = y + 8;
}

function summary(doc: Doc, painel: TPainel) {
  section(doc, 'Resumo');
  doc.font('Helvetica').fontSize(11).fillColor(COLORS.text);
  doc.text(`Respostas completas: ${formatNumber(painel.completes)}`);
  doc.moveDown(0.5);
  if (painel.targets.length === 0) {
    doc.fontSize(10).fillColor(COLORS.muted).text('Esta campanha não tem metas (cotas).');
    doc.moveDown(1);
    return;
  }
  doc.font('Helvetica-Bold').fontSize(11).text('Progresso das metas');
  doc.moveDown(0.3);
  const share = (done: number, goal: number) => (goal > 0 ? (done / goal) * 100 : 0);
  barChart(
    doc,
    painel.targets.map((t) => ({
      label: t.name,
      percent: share(t.completes, t.goal),
      value: `${t.completes} de ${t.goal} (${formatPercent(share(t.completes, t.goal))})`,
    })),
  );
  doc.moveDown(0.5);
}

function questionBlock(doc: Doc, q: TQuestionResult, index: number) {
  ensureSpace(doc, 90);
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.text).text(`${index}. ${q.title}`, left);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(countOf(q.answered, 'resposta', 'respostas'));
  doc.moveDown(0.4);
  if (q.kind === 'closed') {
    const choices = q.choices.map((c) => ({ ...c, pct: formatPercent(c.percent) }));
    barChart(
      doc,
      choices.map((c) => ({ label: c.label, percent: c.percent, value: `${c.count} (${c.pct})` })),
    );
    const width = contentWidth(doc);
    table(
      doc,
      ['Opção', 'Respostas', '%'],
      choices.map((c) => [c.label, formatNumber(c.count), c.pct]),
      [width - 180, 90, 90],
    );
  } else if (q.kind === 'numeric' && q.numeric) {
    const n = q.numeric;
    table(
      doc,
      ['Média', 'Mediana', 'Mínimo', 'Máximo'],
      [[formatNumber(n.mean), formatNumber(n.median), formatNumber(n.min), formatNumber(n.max)]],
      [120, 120, 120, 120],
    );
  } else if (q.words.length > 0) {
    const words = q.words.slice(0, 10).map((w) => `${w.word} (${w.count})`);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLORS.text)
      .text(`Palavras mais citadas: ${words.join(', ')}`);
    doc.moveDown(0.8);
  } else {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(COLORS.muted);
    doc.text('Pergunta aberta: as respostas estão nos relatórios em CSV e XLSX.');
    doc.moveDown(0.8);
  }
}
