import type { TPainel } from '@pesquisemais/shared';
import { flushDashboards, painel } from '../../dashboards';
import type { ReportContext } from './report-context';

/**
 * Per-question counts and percentages of the whole campaign: the dashboards' painel2 figures, after folding
 * every change logged before the report started (the same responses its data sheet reads).
 */
export async function questionResults(context: ReportContext): Promise<TPainel> {
  await flushDashboards(context.db, context.events);
  return painel(context.db, context.campaign, {});
}
