import { describe, expect, it } from 'vitest';
import { SAMPLE_SCHEMA } from '../../../test/survey-factories';
import { compileSurvey } from '../../lib/survey/compiled-survey';
import { contributionOf, keyOf, type ResponseFacts } from './contributions';
import { durationBucket } from './time-buckets';

const survey = compileSurvey(SAMPLE_SCHEMA);
const TARGET = '7d4c2a56-0000-4000-8000-000000000001';

const facts = (overrides: Partial<ResponseFacts>): ResponseFacts => ({
  campaign_id: 'c',
  status: 'partial',
  answers: {},
  current_page: 1,
  target_ids: [],
  started_at: '2026-03-15T12:00:00.000Z',
  completed_at: null,
  duration_seconds: null,
  is_interview: false,
  interviewer_id: null,
  deleted_at: null,
  ...overrides,
});

describe('contributionOf', () => {
  it('a partial counts its start, its status and the page it stopped at, nothing per question', () => {
    expect(contributionOf(facts({ answers: { profissao: 'medico' }, current_page: 1 }), survey)).toEqual({
      [keyOf('', 'starts')]: [1, 0],
      [keyOf('', 'status', 'partial')]: [1, 0],
      [keyOf('', 'dropoff', '1')]: [1, 0],
    });
  });

  it('a complete counts every answer in the campaign, its São Paulo day and each of its targets', () => {
    const entries = contributionOf(
      facts({
        status: 'complete',
        answers: { profissao: 'medico', anos: 12, fontes: ['revistas', 'congressos'], matriz: { custo: 2 } },
        target_ids: [TARGET],
        completed_at: '2026-03-16T02:30:00.000Z', // 23:30 of the 15th in São Paulo
        duration_seconds: 300,
      }),
      survey,
    );
    const perScope = (scope: string) => ({
      [keyOf(scope, 'completes')]: [1, 0],
      [keyOf(scope, 'answered', 'profissao')]: [1, 0],
      [keyOf(scope, 'choice', 'profissao', 'medico')]: [1, 0],
      [keyOf(scope, 'answered', 'anos')]: [1, 0],
      [keyOf(scope, 'num', 'anos', '12')]: [1, 12],
      [keyOf(scope, 'answered', 'fontes')]: [1, 0],
      [keyOf(scope, 'choice', 'fontes', 'revistas')]: [1, 0],
      [keyOf(scope, 'choice', 'fontes', 'congressos')]: [1, 0],
      [keyOf(scope, 'answered', 'matriz')]: [1, 0],
      [keyOf(scope, 'choice', 'matriz', 'custo=2')]: [1, 0],
    });
    expect(entries).toEqual({
      [keyOf('', 'starts')]: [1, 0],
      [keyOf('', 'status', 'complete')]: [1, 0],
      [keyOf('', 'hour', '2026-03-16T02')]: [1, 0],
      [keyOf('', 'dur', String(durationBucket(300)))]: [1, 300],
      ...perScope(''),
      ...perScope('d:2026-03-15'),
      ...perScope(`t:${TARGET}`),
    });
  });

  it('a deleted response counts nothing', () => {
    const deleted = facts({ status: 'complete', deleted_at: '2026-03-17T10:00:00.000Z' });
    expect(contributionOf(deleted, survey)).toEqual({});
  });
});
