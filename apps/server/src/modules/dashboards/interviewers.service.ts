import { histogramMedian, type TInterviewers } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createAggregatesRepository } from './aggregates.repository';

type Day = TInterviewers['days'][number];

/** Interviewers' productivity per day (São Paulo days), from the interviewer counters. */
export async function interviewers(
  db: Queryable,
  filter: { campaignId?: string; from?: string; to?: string },
): Promise<TInterviewers> {
  const rows = await createAggregatesRepository(db).interviewerCounters(filter.campaignId ?? null);
  const days = new Map<string, Day>();
  const people = new Map<
    string,
    TInterviewers['interviewers'][number] & { durations: Map<number, number> }
  >();
  const person = (id: string, name: string | null) => {
    let entry = people.get(id);
    if (!entry) {
      entry = {
        interviewerId: id,
        name: name ?? 'Entrevistador removido',
        interviews: 0,
        completes: 0,
        screenedOut: 0,
        medianDurationSeconds: null,
        durations: new Map(),
      };
      people.set(id, entry);
    }
    return entry;
  };
  for (const row of rows) {
    if (row.metric === 'ivdur') {
      const durations = person(row.k1, row.name).durations;
      durations.set(Number(row.k2), (durations.get(Number(row.k2)) ?? 0) + row.n);
      continue;
    }
    const [day = '', status = ''] = row.k2.split('|');
    if ((filter.from && day < filter.from) || (filter.to && day > filter.to)) continue;
    const key = `${row.k1}|${day}`;
    const entry = days.get(key) ?? {
      interviewerId: row.k1,
      name: row.name ?? 'Entrevistador removido',
      day,
      interviews: 0,
      completes: 0,
      screenedOut: 0,
      overQuota: 0,
      partial: 0,
      totalDurationSeconds: 0,
    };
    entry.interviews += row.n;
    if (status === 'complete') entry.completes += row.n;
    if (status === 'screened_out') entry.screenedOut += row.n;
    if (status === 'over_quota') entry.overQuota += row.n;
    if (status === 'partial') entry.partial += row.n;
    entry.totalDurationSeconds += row.s;
    days.set(key, entry);
    const total = person(row.k1, row.name);
    total.interviews += row.n;
    if (status === 'complete') total.completes += row.n;
    if (status === 'screened_out') total.screenedOut += row.n;
  }
  return {
    days: [...days.values()].sort((a, b) => b.day.localeCompare(a.day) || a.name.localeCompare(b.name)),
    interviewers: [...people.values()]
      .map(({ durations, ...rest }) => ({ ...rest, medianDurationSeconds: histogramMedian(durations) }))
      .sort((a, b) => b.completes - a.completes || a.name.localeCompare(b.name)),
  };
}
