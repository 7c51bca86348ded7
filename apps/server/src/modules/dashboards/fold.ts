import type { TSyncDashsData } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { type AggregatesRepository, createAggregatesRepository } from './aggregates.repository';
import { contributionOf, diffEntries, type Entries, splitKey } from './contributions';
import { type ClaimedChange, createFoldRepository, type FoldFacts } from './fold.repository';
import { surveyFor } from './survey-cache';

const BATCH = 500;
/** The dashboards list this many latest responses; a bigger batch sends only its newest. */
const LATEST_SHOWN = 10;

interface CampaignFold {
  delta: Entries;
  firstChange: number;
  responses: { id: string; status: string }[];
  finished: FoldFacts[];
}

function add(into: Entries, delta: Entries) {
  for (const [key, [n, s]] of Object.entries(delta)) {
    const current = into[key] ?? [0, 0];
    into[key] = [current[0] + n, current[1] + s];
  }
}

function campaignFold(folds: Map<string, CampaignFold>, change: ClaimedChange): CampaignFold {
  const at = new Date(change.changed_at).getTime();
  const fold = folds.get(change.campaign_id) ?? { delta: {}, firstChange: at, responses: [], finished: [] };
  fold.firstChange = Math.min(fold.firstChange, at);
  folds.set(change.campaign_id, fold);
  return fold;
}

/**
 * Folds up to BATCH logged changes into the counters in one transaction: each changed response's current
 * contribution minus what it counted before, summed per campaign, one upsert per campaign.
 */
async function foldBatch(
  db: Db,
  aggregates: AggregatesRepository,
): Promise<{ claimed: number; folds: Map<string, CampaignFold> }> {
  const log = createFoldRepository(db);
  return db.transaction(async (tx) => {
    const claimed = await log.claim(BATCH, tx);
    const folds = new Map<string, CampaignFold>();
    if (claimed.length === 0) return { claimed: 0, folds };
    for (const change of claimed) campaignFold(folds, change);
    const ids = [...new Set(claimed.map((change) => change.response_id))].sort();
    const states = new Map<string, Entries>();
    for (const facts of await log.lockWithFacts(ids, tx)) {
      const after = contributionOf(facts, await surveyFor(aggregates, facts.survey_version_id, tx));
      const delta = diffEntries(facts.entries, after);
      if (Object.keys(delta).length === 0) continue;
      states.set(facts.id, after);
      const fold = folds.get(facts.campaign_id);
      if (!fold) continue;
      add(fold.delta, delta);
      fold.responses.push({ id: facts.id, status: facts.deleted_at ? 'deleted' : facts.status });
      if (facts.completed_at && !facts.deleted_at) fold.finished.push(facts);
    }
    for (const campaignId of [...folds.keys()].sort()) {
      const fold = folds.get(campaignId);
      if (fold) await aggregates.apply(campaignId, fold.delta, tx);
    }
    await log.saveStates(states, tx);
    return { claimed: claimed.length, folds };
  });
}

function syncData(fold: CampaignFold): TSyncDashsData {
  const entries = Object.entries(fold.delta)
    .filter(([, [n, s]]) => n !== 0 || s !== 0)
    .map(([key, [n, s]]) => ({ ...splitKey(key), n, s }))
    .filter((entry) => entry.scope === '')
    .map(({ metric, k1, k2, n, s }) => ({ metric, k1, k2, n, s }));
  const latest = fold.finished
    .map((facts) => ({
      id: facts.id,
      status: facts.status,
      completedAt: new Date(facts.completed_at as Date | string).toISOString(),
      durationSeconds: facts.duration_seconds,
      respondentName: facts.respondent_name,
    }))
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt))
    .slice(0, LATEST_SHOWN);
  return {
    kind: 'response',
    at: new Date(fold.firstChange).toISOString(),
    responses: fold.responses,
    entries,
    latest,
  };
}

/**
 * Folds every logged change (batch after batch) and announces each batch's deltas (`dashboard.counted`),
 * which the open dashboards of the app that folded them are sent.
 */
export async function foldAll(db: Db, events?: EventBus): Promise<number> {
  const own = db.background();
  const aggregates = createAggregatesRepository(own);
  let responses = 0;
  for (;;) {
    const { claimed, folds } = await foldBatch(own, aggregates);
    for (const [campaignId, fold] of folds) {
      responses += fold.responses.length;
      if (fold.responses.length > 0)
        void events?.publish('dashboard.counted', { campaignId, data: syncData(fold) });
    }
    if (claimed < BATCH) return responses;
  }
}
