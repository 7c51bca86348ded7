import { csvStream, exportPlan } from '../../responses';
import { countingResponses, type ReportContext } from './report-context';

/** The complete responses as the responses export writes them (pt-BR Excel CSV, choice texts). */
export async function csvReport(context: ReportContext): Promise<Buffer> {
  const responses = countingResponses(context, 0.95);
  const statuses = ['complete'] as const;
  const plan = await exportPlan(responses, context.campaign.id, statuses);
  const parts: Buffer[] = [];
  for await (const chunk of csvStream(responses, context.campaign.id, plan, { labels: true, statuses })) {
    parts.push(Buffer.from(chunk as string, 'utf8'));
  }
  return Buffer.concat(parts);
}
