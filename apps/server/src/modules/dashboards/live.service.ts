import {
  businessDay,
  businessIso,
  liveSummary,
  type TDashCampaign,
  type TDashRange,
  type TLiveCampaign,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createAggregatesRepository } from './aggregates.repository';
import { createDashAccessRepository } from './dash-access.repository';

const DAY_MS = 86_400_000;

/** [from, to) of a chart range: weeks start on Sunday, São Paulo time. */
export function rangeBounds(range: TDashRange, now = new Date()): { from: string; to: string } {
  const today = businessDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const sunday = new Date(businessIso(today)).getTime() - weekday * DAY_MS;
  const back = { 'this-week': 0, 'last-week': 1, 'two-weeks-ago': 2 }[range];
  const from = sunday - back * 7 * DAY_MS;
  return { from: new Date(from).toISOString(), to: new Date(from + 7 * DAY_MS).toISOString() };
}

const GLOBAL_METRICS = ['starts', 'status', 'dur', 'dropoff', 'hour'];

/** The live view of one campaign, from the counters only (no scan of its responses). */
export async function liveCampaign(
  db: Queryable,
  campaign: TDashCampaign,
  range: TDashRange,
  now = new Date(),
): Promise<TLiveCampaign> {
  const repo = createAggregatesRepository(db);
  const access = createDashAccessRepository(db);
  const bounds = rangeBounds(range, now);
  const [rows, targets, latest] = await Promise.all([
    repo.counters(campaign.id, '', GLOBAL_METRICS),
    access.targets(campaign.id),
    access.latest(campaign.id, 10),
  ]);
  const firstHour = bounds.from.slice(0, 13);
  const lastHour = bounds.to.slice(0, 13);
  // The chart shows the range's hours; the summary counts every hour (today may lie outside the range).
  const counters = rows.filter((row) => row.metric !== 'hour' || (row.k1 >= firstHour && row.k1 < lastHour));
  return {
    campaign,
    range: { key: range, ...bounds },
    counters: counters.map(({ metric, k1, k2, n, s }) => ({ metric, k1, k2, n, s })),
    targets,
    latest,
    summary: liveSummary(rows, now),
  };
}
