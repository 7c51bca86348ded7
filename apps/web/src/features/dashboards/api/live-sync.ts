import type { TDashCounter, TLiveCampaign, TSyncDashsData } from '@pesquisemais/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const spDay = (value: Date | string) => dayFormat.format(new Date(value));

/** Median of the duration histogram counters (metric 'dur', k1 = bucket lower bound in seconds). */
export function medianOf(counters: TDashCounter[]): number | null {
  const buckets = counters
    .filter((c) => c.metric === 'dur' && c.n > 0)
    .map((c) => [Number(c.k1), c.n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((t, [, n]) => t + n, 0);
  let seen = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen * 2 >= total) return bucket;
  }
  return null;
}

/** Applies a `syncdashs` delta to a loaded live view, as the server would have counted it. */
export function applyLiveSync(view: TLiveCampaign, sync: TSyncDashsData, now = new Date()): TLiveCampaign {
  if (sync.kind !== 'response') return sync.targets ? { ...view, targets: sync.targets } : view;
  const counters = view.counters.map((c) => ({ ...c }));
  let { starts, completes, completesToday } = view.summary;
  const today = spDay(now);
  const firstHour = view.range.from.slice(0, 13);
  const lastHour = view.range.to.slice(0, 13);
  for (const entry of sync.entries ?? []) {
    if (entry.metric === 'starts') starts += entry.n;
    if (entry.metric === 'status' && entry.k1 === 'complete') completes += entry.n;
    if (entry.metric === 'hour' && spDay(`${entry.k1}:00:00Z`) === today) completesToday += entry.n;
    if (entry.metric === 'hour' && (entry.k1 < firstHour || entry.k1 >= lastHour)) continue;
    const same = counters.find((c) => c.metric === entry.metric && c.k1 === entry.k1 && c.k2 === entry.k2);
    if (same) {
      same.n += entry.n;
      same.s += entry.s;
    } else counters.push({ metric: entry.metric, k1: entry.k1, k2: entry.k2, n: entry.n, s: entry.s });
  }
  const fresh = sync.latest ?? [];
  const replaced = new Set([
    ...fresh.map((r) => r.id),
    ...(sync.responses ?? []).filter((r) => r.status === 'deleted').map((r) => r.id),
  ]);
  const latest = [...fresh, ...view.latest.filter((r) => !replaced.has(r.id))].slice(0, 10);
  return {
    ...view,
    counters: counters.filter((c) => c.n !== 0),
    targets: sync.targets ?? view.targets,
    latest,
    summary: {
      starts,
      completes,
      completesToday,
      incidence: starts > 0 ? completes / starts : null,
      medianDurationSeconds: medianOf(counters),
    },
  };
}
