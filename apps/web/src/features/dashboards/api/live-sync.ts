import { summaryCounts, type TLiveCampaign, type TSyncDashsData, withRates } from '@pesquisemais/shared';

/** Applies a `syncdashs` delta to a loaded live view, as the server would have counted it. */
export function applyLiveSync(view: TLiveCampaign, sync: TSyncDashsData, now = new Date()): TLiveCampaign {
  if (sync.kind !== 'response') return sync.targets ? { ...view, targets: sync.targets } : view;
  const counters = view.counters.map((c) => ({ ...c }));
  const delta = summaryCounts(sync.entries ?? [], now);
  const firstHour = view.range.from.slice(0, 13);
  const lastHour = view.range.to.slice(0, 13);
  for (const entry of sync.entries ?? []) {
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
    summary: withRates(
      {
        starts: view.summary.starts + delta.starts,
        completes: view.summary.completes + delta.completes,
        completesToday: view.summary.completesToday + delta.completesToday,
      },
      counters,
    ),
  };
}
