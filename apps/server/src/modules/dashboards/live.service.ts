import type { TDashCampaign, TDashRange, TLiveCampaign } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createAggregatesRepository } from './aggregates.repository';
import { createDashAccessRepository } from './dash-access.repository';
import { histogramMedian, spDay } from './time-buckets';

const DAY_MS = 86_400_000;
const SP_OFFSET = '-03:00';

/** [from, to) of a chart range: weeks start on Sunday, São Paulo time (no daylight saving since 2019). */
export function rangeBounds(range: TDashRange, now = new Date()): { from: string; to: string } {
  const today = spDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const sunday = new Date(`${today}T00:00:00${SP_OFFSET}`).getTime() - weekday * DAY_MS;
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
  const today = spDay(now);
  let completesToday = 0;
  const counters = rows.filter((row) => {
    if (row.metric !== 'hour') return true;
    if (spDay(`${row.k1}:00:00Z`) === today) completesToday += row.n;
    return row.k1 >= firstHour && row.k1 < lastHour;
  });
  const sum = (metric: string, k1?: string) =>
    rows.filter((r) => r.metric === metric && (k1 === undefined || r.k1 === k1)).reduce((t, r) => t + r.n, 0);
  const starts = sum('starts');
  const completes = sum('status', 'complete');
  const durations = new Map(rows.filter((r) => r.metric === 'dur').map((r) => [Number(r.k1), r.n]));
  return {
    campaign,
    range: { key: range, ...bounds },
    counters: counters.map(({ metric, k1, k2, n, s }) => ({ metric, k1, k2, n, s })),
    targets,
    latest,
    summary: {
      starts,
      completes,
      completesToday,
      incidence: starts > 0 ? completes / starts : null,
      medianDurationSeconds: histogramMedian(durations),
    },
  };
}
