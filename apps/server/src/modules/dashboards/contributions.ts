import { businessDay } from '@pesquisemais/shared';
import type { CompiledSurvey, QuestionSpec } from '../../lib/survey/compiled-survey';
import { durationBucket, utcHour } from './time-buckets';
import { wordsOf } from './words';

/** The columns of a response the dashboards count (deleted ones included, they count nothing). */
export interface ResponseFacts {
  campaign_id: string;
  status: string;
  answers: Record<string, unknown>;
  current_page: number;
  target_ids: string[];
  started_at: Date | string;
  completed_at: Date | string | null;
  duration_seconds: number | null;
  is_interview: boolean;
  interviewer_id: string | null;
  deleted_at: Date | string | null;
}

/** Counter key → [n, s]. A key is scope, metric, k1, k2 joined by SEP. */
export type Entries = Record<string, [number, number]>;
export const SEP = '\u001f';

export interface CounterKey {
  scope: string;
  metric: string;
  k1: string;
  k2: string;
}

export const keyOf = (scope: string, metric: string, k1 = '', k2 = '') => [scope, metric, k1, k2].join(SEP);
export function splitKey(key: string): CounterKey {
  const [scope = '', metric = '', k1 = '', k2 = ''] = key.split(SEP);
  return { scope, metric, k1, k2 };
}

export const CLOSED_TYPES = new Set([
  'radiogroup',
  'dropdown',
  'boolean',
  'rating',
  'imagepicker',
  'checkbox',
  'tagbox',
  'ranking',
  'matrix',
]);
export const isNumeric = (q: QuestionSpec) => q.type === 'text' && ['number', 'range'].includes(q.inputType);
export const isOpen = (q: QuestionSpec) =>
  q.type === 'comment' ||
  (q.type === 'text' && !['number', 'range', 'date', 'datetime-local'].includes(q.inputType));

const label = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What one answer adds to the per-question counters of one scope. */
function questionEntries(
  add: (metric: string, k1: string, k2: string, s?: number) => void,
  q: QuestionSpec,
  v: unknown,
) {
  if (v === undefined || v === null || v === '') return;
  if (CLOSED_TYPES.has(q.type)) {
    add('answered', q.name, '');
    if (q.type === 'matrix' && typeof v === 'object' && !Array.isArray(v)) {
      for (const [row, col] of Object.entries(v as Record<string, unknown>))
        add('choice', q.name, `${row}=${label(col)}`);
    } else if (q.type === 'ranking' && Array.isArray(v)) {
      if (v.length > 0) add('choice', q.name, label(v[0]));
    } else if (Array.isArray(v)) {
      for (const item of new Set(v.map(label))) add('choice', q.name, item);
    } else add('choice', q.name, label(v));
  } else if (isNumeric(q)) {
    const number = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(number)) return;
    add('answered', q.name, '');
    add('num', q.name, String(number), number);
  } else if (isOpen(q) && typeof v === 'string') {
    add('answered', q.name, '');
    for (const word of wordsOf(v)) add('word', q.name, word);
  }
}

/**
 * Everything one response contributes to its campaign's counters. Global scope: starts, status, completes
 * per UTC hour, duration histogram, drop-off page of partials, interviewer/day/status. Per-question counters
 * of complete responses go to the global scope, their São Paulo day ('d:') and each counted target ('t:').
 */
export function contributionOf(r: ResponseFacts, survey: CompiledSurvey | null): Entries {
  const entries: Entries = {};
  if (r.deleted_at) return entries;
  const put = (key: string, s = 0) => {
    const current = entries[key] ?? [0, 0];
    entries[key] = [current[0] + 1, current[1] + s];
  };
  put(keyOf('', 'starts'));
  put(keyOf('', 'status', r.status));
  if (r.status === 'partial') put(keyOf('', 'dropoff', String(r.current_page)));
  const duration = r.duration_seconds ?? 0;
  const finishedAt = r.completed_at ?? r.started_at;
  if (r.is_interview && r.interviewer_id) {
    put(
      keyOf('', 'iv', r.interviewer_id, `${businessDay(finishedAt)}|${r.status}`),
      r.status === 'complete' ? duration : 0,
    );
    if (r.status === 'complete') put(keyOf('', 'ivdur', r.interviewer_id, String(durationBucket(duration))));
  }
  if (r.status !== 'complete' || !r.completed_at) return entries;
  put(keyOf('', 'hour', utcHour(r.completed_at)));
  put(keyOf('', 'dur', String(durationBucket(duration))), duration);
  // The answers' counters are the same in every scope: work them out once, then prefix each scope.
  const answered: [string, number][] = [];
  const add = (metric: string, k1: string, k2: string, s = 0) => {
    answered.push([keyOf('', metric, k1, k2), s]);
  };
  for (const q of survey?.questions ?? []) questionEntries(add, q, r.answers[q.name]);
  const scopes = ['', `d:${businessDay(r.completed_at)}`, ...r.target_ids.map((id) => `t:${id}`)];
  for (const scope of scopes) {
    put(keyOf(scope, 'completes'));
    for (const [unscoped, s] of answered) put(scope + unscoped, s);
  }
  return entries;
}

/** after − before, without zeros. */
export function diffEntries(before: Entries, after: Entries): Entries {
  const delta: Entries = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [bn, bs] = before[key] ?? [0, 0];
    const [an, as] = after[key] ?? [0, 0];
    if (an !== bn || as !== bs) delta[key] = [an - bn, as - bs];
  }
  return delta;
}
