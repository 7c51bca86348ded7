import type { TLiveCampaign } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { applyLiveSync } from './live-sync';

const view: TLiveCampaign = {
  campaign: { id: 'c1', name: 'Onda 1', status: 'fielding', surveyTitle: 'Pesquisa' },
  range: { key: 'this-week', from: '2026-11-22T03:00:00.000Z', to: '2026-11-29T03:00:00.000Z' },
  counters: [
    { metric: 'status', k1: 'complete', k2: '', n: 2, s: 0 },
    { metric: 'dur', k1: '100', k2: '', n: 2, s: 200 },
  ],
  targets: [{ id: 't1', name: 'Total', goal: 10, completes: 2 }],
  latest: [],
  summary: { starts: 4, completes: 2, completesToday: 2, incidence: 0.5, medianDurationSeconds: 100 },
};

describe('applyLiveSync', () => {
  it('adds a completed response to the totals, today, the hour, the median and the targets', () => {
    const now = new Date('2026-11-23T15:30:00Z');
    const next = applyLiveSync(
      view,
      {
        kind: 'response',
        at: now.toISOString(),
        responses: [{ id: 'r1', status: 'complete' }],
        entries: [
          { metric: 'status', k1: 'partial', k2: '', n: -1, s: 0 },
          { metric: 'status', k1: 'complete', k2: '', n: 1, s: 0 },
          { metric: 'hour', k1: '2026-11-23T15', k2: '', n: 1, s: 0 },
          { metric: 'dur', k1: '400', k2: '', n: 1, s: 400 },
          { metric: 'dur', k1: '500', k2: '', n: 1, s: 500 },
        ],
        targets: [{ id: 't1', name: 'Total', goal: 10, completes: 3 }],
        latest: [
          {
            id: 'r1',
            status: 'complete',
            completedAt: now.toISOString(),
            durationSeconds: 400,
            respondentName: null,
          },
        ],
      },
      now,
    );
    expect(next.summary).toEqual({
      starts: 4,
      completes: 3,
      completesToday: 3,
      incidence: 0.75,
      medianDurationSeconds: 100,
    });
    expect(next.counters.find((c) => c.metric === 'hour')).toMatchObject({ k1: '2026-11-23T15', n: 1 });
    expect(next.targets[0]?.completes).toBe(3);
    expect(next.latest.map((r) => r.id)).toEqual(['r1']);

    const deleted = applyLiveSync(
      next,
      { kind: 'response', at: now.toISOString(), responses: [{ id: 'r1', status: 'deleted' }], entries: [] },
      now,
    );
    expect(deleted.latest).toEqual([]);
  });
});
