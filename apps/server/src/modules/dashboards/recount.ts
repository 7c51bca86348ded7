import type { Db } from '../../core/db/connection';
import { createAggregatesRepository } from './aggregates.repository';
import { contributionOf, type Entries, keyOf } from './contributions';
import { surveyFor } from './survey-cache';

/** What the counters of a campaign should hold, recounted from every raw response (checks and repair). */
export async function recountCampaign(db: Db, campaignId: string): Promise<Entries> {
  const repo = createAggregatesRepository(db);
  const totals: Entries = {};
  for (const facts of await repo.allFacts(campaignId)) {
    const survey = await surveyFor(repo, facts.survey_version_id);
    for (const [key, [n, s]] of Object.entries(contributionOf(facts, survey))) {
      const current = totals[key] ?? [0, 0];
      totals[key] = [current[0] + n, current[1] + s];
    }
  }
  return totals;
}

/** The counters as stored, in the same shape (rows with n = 0 left out). */
export async function storedCounters(db: Db, campaignId: string): Promise<Entries> {
  const stored: Entries = {};
  for (const row of await createAggregatesRepository(db).allCounters(campaignId)) {
    stored[keyOf(row.scope, row.metric, row.k1, row.k2)] = [row.n, Math.round(row.s * 1000) / 1000];
  }
  return stored;
}
