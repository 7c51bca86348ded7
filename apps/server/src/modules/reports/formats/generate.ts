import type { TReportFormat } from '@pesquisemais/shared';
import { csvReport } from './csv-report';
import { pdfReport } from './pdf-report';
import type { ReportContext } from './report-context';
import { xlsxReport } from './xlsx-report';

const GENERATORS: Record<TReportFormat, (context: ReportContext) => Promise<Buffer>> = {
  csv: csvReport,
  xlsx: xlsxReport,
  pdf: pdfReport,
};

export function generateReport(format: TReportFormat, context: ReportContext): Promise<Buffer> {
  return GENERATORS[format](context);
}
