import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export const COLORS = {
  primary: '#1e4e8c',
  bar: '#2e7dd7',
  track: '#e8eef6',
  text: '#222222',
  muted: '#666666',
};
const ROW = 16;
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
export const formatNumber = (value: number) => number.format(value);
export const formatPercent = (value: number) => `${number.format(value)}%`;

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when the next block would not fit. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Cuts a label to a width, ending in '…' ('...' in the PDF's standard font). */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}...`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** A horizontal bar per item: label, bar (share of 100 %), and the value written after it. */
export function barChart(doc: Doc, items: { label: string; percent: number; value: string }[]) {
  const left = doc.page.margins.left;
  const labelWidth = 170;
  const valueWidth = 90;
  const barWidth = contentWidth(doc) - labelWidth - valueWidth - 12;
  doc.fontSize(9);
  for (const item of items) {
    ensureSpace(doc, ROW);
    const y = doc.y;
    doc
      .fillColor(COLORS.text)
      .font('Helvetica')
      .text(fit(doc, item.label, labelWidth - 6), left, y + 3, {
        width: labelWidth - 6,
        lineBreak: false,
      });
    const x = left + labelWidth;
    doc.rect(x, y + 2, barWidth, ROW - 5).fill(COLORS.track);
    const width = Math.max(0, Math.min(100, item.percent)) * (barWidth / 100);
    if (width > 0) doc.rect(x, y + 2, width, ROW - 5).fill(COLORS.bar);
    doc
      .fillColor(COLORS.text)
      .text(item.value, x + barWidth + 8, y + 3, { width: valueWidth, lineBreak: false });
    doc.x = left;
    doc.y = y + ROW;
  }
  doc.moveDown(0.5);
}

/** A plain table: bold header on a tinted row, thin lines between rows; numbers right-aligned. */
export function table(doc: Doc, headers: string[], rows: string[][], widths: number[]) {
  const left = doc.page.margins.left;
  const total = widths.reduce((sum, width) => sum + width, 0);
  const line = (cells: string[], bold: boolean) => {
    ensureSpace(doc, ROW);
    const y = doc.y;
    if (bold) doc.rect(left, y, total, ROW).fill(COLORS.track);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(COLORS.text);
    let x = left;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 60;
      doc.text(fit(doc, cell, width - 8), x + 4, y + 4, {
        width: width - 8,
        align: index === 0 ? 'left' : 'right',
        lineBreak: false,
      });
      x += width;
    });
    doc
      .moveTo(left, y + ROW)
      .lineTo(left + total, y + ROW)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = left;
    doc.y = y + ROW;
  };
  line(headers, true);
  for (const row of rows) line(row, false);
  doc.moveDown(0.8);
}

/** 'Página 1 de 3' at the foot of every page (pages are buffered until the end). */
export function pageNumbers(doc: Doc, footer: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(
        `${footer} · Página ${index + 1} de ${range.count}`,
        doc.page.margins.left,
        doc.page.height - 35,
        {
          width: contentWidth(doc),
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}
