import type { TPainel } from '@pesquisemais/shared';
import { painel } from '../../dashboards/painel.service';
import type { ReportContext } from './report-context';

/** Per-question counts and percentages of the whole campaign: the dashboards' painel2 figures. */
export function questionResults(context: ReportContext): Promise<TPainel> {
  return painel(context.db, context.campaign, {});
}
