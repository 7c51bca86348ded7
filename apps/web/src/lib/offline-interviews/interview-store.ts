import type { TAnswers, TInterviewLocation } from '@pesquisemais/shared';
import type { TOfflineDb } from './offline-db';
import type { TStoredCampaign, TStoredInterview } from './offline-types';

const LAST_SYNC = 'lastSyncAt';

export const saveCampaign = (db: TOfflineDb, campaign: TStoredCampaign) => db.put('campaigns', campaign);
export const removeCampaign = (db: TOfflineDb, campaignId: string) => db.delete('campaigns', campaignId);
export const listCampaigns = (db: TOfflineDb) => db.getAll('campaigns');
export const getCampaign = (db: TOfflineDb, campaignId: string) => db.get('campaigns', campaignId);
export const getInterview = (db: TOfflineDb, id: string) => db.get('interviews', id);
export const listInterviews = (db: TOfflineDb) => db.getAllFromIndex('interviews', 'bySeq');

export async function getLastSync(db: TOfflineDb): Promise<string | null> {
  return (await db.get('meta', LAST_SYNC))?.value ?? null;
}

export async function setLastSync(db: TOfflineDb, at: string): Promise<void> {
  await db.put('meta', { key: LAST_SYNC, value: at });
}

/** A new interview on the device, on the stored version of its campaign. */
export async function startInterview(
  db: TOfflineDb,
  campaign: TStoredCampaign,
  people: { respondentName: string; interviewerName: string },
  startedAt = new Date(),
): Promise<TStoredInterview> {
  const interview: TStoredInterview = {
    id: crypto.randomUUID(),
    campaignId: campaign.campaignId,
    surveyId: campaign.surveyId,
    versionId: campaign.version.id,
    ...people,
    answers: {},
    currentPage: 0,
    startedAt: startedAt.toISOString(),
    endedAt: null,
    location: null,
    outbox: null,
    // In progress: after every queued one (completion gives it its place in the queue).
    seq: Number.MAX_SAFE_INTEGER,
    attempts: 0,
    nextAttemptAt: 0,
    reason: null,
    serverStatus: null,
    syncedAt: null,
  };
  await db.put('interviews', interview);
  return interview;
}

export async function saveProgress(db: TOfflineDb, id: string, answers: TAnswers, currentPage: number) {
  const tx = db.transaction('interviews', 'readwrite');
  const current = await tx.store.get(id);
  if (current && current.outbox === null) await tx.store.put({ ...current, answers, currentPage });
  await tx.done;
}

/** Ends the interview on the device and queues it last in the outbox. */
export async function completeInterview(
  db: TOfflineDb,
  id: string,
  end: { answers: TAnswers; location: TInterviewLocation | null; endedAt?: Date },
): Promise<TStoredInterview | null> {
  const tx = db.transaction('interviews', 'readwrite');
  const current = await tx.store.get(id);
  if (!current || current.outbox !== null) {
    await tx.done;
    return current ?? null;
  }
  let last = 0;
  for await (const cursor of tx.store.index('bySeq').iterate(null, 'prev')) {
    if (cursor.value.seq !== Number.MAX_SAFE_INTEGER) {
      last = cursor.value.seq;
      break;
    }
  }
  const completed: TStoredInterview = {
    ...current,
    answers: end.answers,
    location: end.location,
    endedAt: (end.endedAt ?? new Date()).toISOString(),
    outbox: 'pendente',
    seq: last + 1,
  };
  await tx.store.put(completed);
  await tx.done;
  return completed;
}

/** Where the interview happens, kept only with the respondent's consent. */
export async function setLocation(db: TOfflineDb, id: string, location: TInterviewLocation) {
  const tx = db.transaction('interviews', 'readwrite');
  const current = await tx.store.get(id);
  if (current && current.outbox === null) await tx.store.put({ ...current, location });
  await tx.done;
}
