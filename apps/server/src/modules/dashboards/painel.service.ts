import {
  businessDayBounds,
  type TDashCampaign,
  type TPainel,
  type TPainelQuery,
  type TQuestionResult,
} from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { type CompiledSurvey, compiledVersion, type QuestionSpec } from '../../lib/survey/compiled-survey';
import { type CounterRow, createAggregatesRepository } from './aggregates.repository';
import { CLOSED_TYPES, contributionOf, isNumeric, isOpen, splitKey } from './contributions';
import { createDashAccessRepository } from './dash-access.repository';

const QUESTION_METRICS = ['completes', 'answered', 'choice', 'num', 'word'];
const TOP_WORDS = 30;
const SCAN_PAGE = 1000;

/**
 * Counters behind the per-question results. No filter: the campaign's global counters. Target only: the
 * target's scope. Dates only: the per-day scopes summed. Target and dates: a recount of just the complete
 * responses of that target in those days (keyset pages), the one case that reads responses.
 */
async function countersFor(db: Db, campaignId: string, query: TPainelQuery) {
  const repo = createAggregatesRepository(db);
  const dated = query.from !== undefined || query.to !== undefined;
  if (!dated) {
    const scope = query.targetId ? `t:${query.targetId}` : '';
    return { source: 'aggregates' as const, rows: await repo.counters(campaignId, scope, QUESTION_METRICS) };
  }
  const from = query.from ?? '0000-01-01';
  const to = query.to ?? '9999-12-31';
  if (!query.targetId) {
    return { source: 'days' as const, rows: await repo.dayRange(campaignId, from, to, QUESTION_METRICS) };
  }
  const totals = new Map<string, [number, number]>();
  const survey = await surveyOfCampaign(db, campaignId);
  let after: string | null = null;
  for (;;) {
    const page = await repo.completeFacts(
      campaignId,
      {
        targetId: query.targetId,
        from: query.from ? businessDayBounds(from).start : undefined,
        to: query.to ? businessDayBounds(to).end : undefined,
      },
      after,
      SCAN_PAGE,
    );
    for (const facts of page) {
      for (const [key, [n, s]] of Object.entries(contributionOf(facts, survey?.compiled ?? null))) {
        if (!key.startsWith('\u001f')) continue;
        const current = totals.get(key) ?? [0, 0];
        totals.set(key, [current[0] + n, current[1] + s]);
      }
    }
    if (page.length < SCAN_PAGE) break;
    after = (page[page.length - 1] as { id: string }).id;
  }
  const rows: CounterRow[] = [...totals].map(([key, [n, s]]) => ({ ...splitKey(key), n, s }));
  return { source: 'scan' as const, rows: rows.filter((row) => QUESTION_METRICS.includes(row.metric)) };
}

async function surveyOfCampaign(db: Db, campaignId: string) {
  const version = await createDashAccessRepository(db).latestVersion(campaignId);
  return version ? { compiled: compiledVersion(version.id, version.schema) } : null;
}

function knownChoices(q: QuestionSpec): { value: string; label: string }[] {
  const label = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  if (q.type === 'boolean')
    return [
      { value: label(q.valueTrue), label: 'Sim' },
      { value: label(q.valueFalse), label: 'Não' },
    ];
  if (q.type === 'rating') {
    if (q.rateValues.length > 0)
      return q.rateValues.map((c) => ({ value: label(c.value), label: c.text || label(c.value) }));
    const list = [];
    for (let v = q.rateMin; v <= q.rateMax && list.length < 100; v += 1)
      list.push({ value: String(v), label: String(v) });
    return list;
  }
  if (q.type === 'matrix') {
    return q.rows.flatMap((row) =>
      q.columns.map((col) => ({
        value: `${label(row.value)}=${label(col.value)}`,
        label: `${row.text || label(row.value)}: ${col.text || label(col.value)}`,
      })),
    );
  }
  const source = q.type === 'ranking' && q.choices.length === 0 ? q.items : q.choices;
  const list = source.map((c) => ({ value: label(c.value), label: c.text || label(c.value) }));
  if (q.hasOther) list.push({ value: 'other', label: 'Outro' });
  if (q.hasNone) list.push({ value: 'none', label: 'Nenhum' });
  return list;
}

function numericSummary(rows: CounterRow[]): TQuestionResult['numeric'] {
  const values = rows.map((r) => ({ value: Number(r.k2), n: r.n, s: r.s })).sort((a, b) => a.value - b.value);
  const count = values.reduce((t, v) => t + v.n, 0);
  if (count === 0) return null;
  const sum = values.reduce((t, v) => t + v.s, 0);
  const min = (values[0] as { value: number }).value;
  const max = (values[values.length - 1] as { value: number }).value;
  let seen = 0;
  let median = min;
  for (const v of values) {
    seen += v.n;
    if (seen * 2 >= count) {
      median = v.value;
      break;
    }
  }
  const width = max === min ? 1 : (max - min) / 10;
  const histogram = Array.from({ length: max === min ? 1 : 10 }, (_, i) => ({
    from: min + i * width,
    to: min + (i + 1) * width,
    count: 0,
  }));
  for (const v of values) {
    const bucket = histogram[Math.min(histogram.length - 1, Math.floor((v.value - min) / width))];
    if (bucket) bucket.count += v.n;
  }
  return { count, sum, mean: sum / count, min, max, median, histogram };
}

function questionResult(q: QuestionSpec, rows: CounterRow[]): TQuestionResult | null {
  const kind = CLOSED_TYPES.has(q.type) ? 'closed' : isNumeric(q) ? 'numeric' : isOpen(q) ? 'open' : null;
  if (!kind) return null;
  const mine = rows.filter((r) => r.k1 === q.name);
  const answered = mine.filter((r) => r.metric === 'answered').reduce((t, r) => t + r.n, 0);
  const counts = new Map(mine.filter((r) => r.metric === 'choice').map((r) => [r.k2, r.n]));
  const choices =
    kind === 'closed' ? knownChoices(q).map((c) => ({ ...c, count: counts.get(c.value) ?? 0 })) : [];
  for (const [value, count] of counts) {
    if (!choices.some((c) => c.value === value)) choices.push({ value, label: value, count });
  }
  return {
    name: q.name,
    title: q.title,
    type: q.type,
    kind,
    answered,
    choices: choices.map((c) => ({ ...c, percent: answered > 0 ? (c.count / answered) * 100 : 0 })),
    numeric: kind === 'numeric' ? numericSummary(mine.filter((r) => r.metric === 'num')) : null,
    words: mine
      .filter((r) => r.metric === 'word')
      .sort((a, b) => b.n - a.n || a.k2.localeCompare(b.k2))
      .slice(0, TOP_WORDS)
      .map((r) => ({ word: r.k2, count: r.n })),
  };
}

/** Per-question results of one campaign (painel2), optionally narrowed by target and dates. */
export async function painel(db: Db, campaign: TDashCampaign, query: TPainelQuery): Promise<TPainel> {
  const [{ source, rows }, survey, targets] = await Promise.all([
    countersFor(db, campaign.id, query),
    surveyOfCampaign(db, campaign.id),
    createDashAccessRepository(db).targets(campaign.id),
  ]);
  const compiled: CompiledSurvey | undefined = survey?.compiled;
  const questions = (compiled?.questions ?? [])
    .map((q) => questionResult(q, rows))
    .filter((q): q is TQuestionResult => q !== null);
  const completes = rows.filter((r) => r.metric === 'completes').reduce((t, r) => t + r.n, 0);
  return { campaign, targets, completes, source, questions };
}
