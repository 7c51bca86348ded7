import type { Db, Queryable } from '../../db/connection';
import { type CompiledSurvey, compiledVersion } from '../../lib/survey/compiled-survey';
import {
  type AggregatesRepository,
  createAggregatesRepository,
  type FactsRow,
} from './aggregates.repository';
import { contributionOf, diffEntries, type Entries, splitKey } from './contributions';
import { emitToCampaign, queueForCampaign } from './live';

/** Delta waiting for its transaction to commit, by response id. */
const pending = new Map<string, { campaignId: string; delta: Entries; facts: FactsRow }>();
const PENDING_LIMIT = 10_000;
/** Versions are immutable: compile each once (saves reading its schema on every answer). */
const compiled = new Map<string, CompiledSurvey>();

export async function surveyFor(
  repo: AggregatesRepository,
  versionId: string,
  tx?: Queryable,
): Promise<CompiledSurvey | null> {
  const hit = compiled.get(versionId);
  if (hit) return hit;
  const schema = await repo.schemaOf(versionId, tx);
  if (!schema) return null;
  if (compiled.size >= 200) compiled.delete(compiled.keys().next().value as string);
  const survey = compiledVersion(versionId, schema);
  compiled.set(versionId, survey);
  return survey;
}

/**
 * Brings the dashboard counters in line with the response's current row: subtracts what it counted
 * before, adds what it counts now. Call it inside the transaction that changed the response (tx), then
 * `publishResponse` after the commit; with tx = null it runs its own transaction and publishes itself.
 */
export async function trackResponse(db: Db, tx: Queryable | null, responseId: string): Promise<void> {
  if (!tx) {
    await db.transaction((own) => trackResponse(db, own, responseId));
    publishResponse(db, responseId);
    return;
  }
  const repo = createAggregatesRepository(db);
  const before = await repo.lockState(responseId, tx);
  const facts = await repo.facts(responseId, tx);
  if (!facts) return;
  const after = contributionOf(facts, await surveyFor(repo, facts.survey_version_id, tx));
  const delta = diffEntries(before, after);
  if (Object.keys(delta).length === 0) return;
  await repo.apply(facts.campaign_id, delta, tx);
  await repo.saveState(responseId, after, tx);
  if (pending.size >= PENDING_LIMIT) pending.delete(pending.keys().next().value as string);
  pending.set(responseId, { campaignId: facts.campaign_id, delta, facts });
}

/** Sends the committed delta of a response to the campaign's dashboards (`syncdashs`). */
export function publishResponse(db: Db, responseId: string): void {
  const change = pending.get(responseId);
  if (!change) return;
  pending.delete(responseId);
  const entries = Object.entries(change.delta)
    .map(([key, [n, s]]) => ({ ...splitKey(key), n, s }))
    .filter((entry) => entry.scope === '');
  queueForCampaign(db, change.campaignId, {
    kind: 'response',
    responseId,
    status: change.facts.deleted_at ? 'deleted' : change.facts.status,
    entries,
    latest:
      change.facts.completed_at && !change.facts.deleted_at
        ? {
            id: responseId,
            status: change.facts.status,
            completedAt: new Date(change.facts.completed_at).toISOString(),
            durationSeconds: change.facts.duration_seconds,
            respondentName: null,
          }
        : null,
    at: new Date().toISOString(),
  });
}

/** A campaign changed state (status, dates): its dashboards refresh the header. */
export function publishCampaign(db: Db, campaignId: string): void {
  void emitToCampaign(db, campaignId, { kind: 'campaign', at: new Date().toISOString() });
}
