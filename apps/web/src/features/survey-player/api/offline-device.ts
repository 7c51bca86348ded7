import { type TPlaySurveyItem, ZCampaignTargets } from '@pesquisemais/shared';
import { useCallback, useEffect, useState } from 'react';
import { loadSurveyRunner } from '@/components/survey-runner/lazy-survey-runner';
import { apiRequest } from '@/lib/api-client';
import {
  getLastSync,
  listCampaigns,
  listInterviews,
  removeCampaign,
  saveCampaign,
} from '@/lib/offline-interviews/interview-store';
import { isOfflineStorageAvailable, openOfflineDb } from '@/lib/offline-interviews/offline-db';
import type { TStoredCampaign, TStoredInterview } from '@/lib/offline-interviews/offline-types';
import {
  askPersistentStorage,
  precachePlayerCode,
  usedStorageBytes,
} from '@/lib/offline-interviews/precache';
import { announceOfflineChange, onOfflineChange } from '@/lib/offline-interviews/sync-client';
import { getPlayCampaign } from './survey-player-api';

/** The player's own screens, so a reload with no connection still finds their code. */
const loadPlayer = () => Promise.all([loadSurveyRunner(), import('../components/survey-player-page')]);

async function quotasOf(campaignId: string): Promise<TStoredCampaign['quotas']> {
  const { targets } = await apiRequest(`/api/campaigns/${encodeURIComponent(campaignId)}/targets`, {
    schema: ZCampaignTargets,
  });
  return targets.map(({ name, completes, goal, isFull }) => ({ name, completes, goal, isFull }));
}

/** Stores (or refreshes) the campaign's published version and quotas, and the player's code. */
export async function storeCampaignOffline(userId: string, item: TPlaySurveyItem): Promise<void> {
  const [play, quotas] = await Promise.all([getPlayCampaign(item.campaignId), quotasOf(item.campaignId)]);
  const db = await openOfflineDb(userId);
  const previous = (await listCampaigns(db)).find((stored) => stored.campaignId === item.campaignId);
  const now = new Date().toISOString();
  await saveCampaign(db, {
    campaignId: item.campaignId,
    surveyId: item.surveyId,
    campaignName: item.campaignName,
    surveyTitle: item.surveyTitle,
    version: play.version,
    quotas,
    storedAt: previous?.storedAt ?? now,
    refreshedAt: now,
  });
  await askPersistentStorage();
  await precachePlayerCode(loadPlayer);
  announceOfflineChange();
}

/**
 * Once per page visit while online: the stored campaigns still offered get their newest version and quotas,
 * and the player's files are kept again (a new build's worker starts with an empty cache).
 */
export function useRefreshStored(userId: string, items: TPlaySurveyItem[] | undefined, storedIds: string[]) {
  const [isDone, setIsDone] = useState(false);
  useEffect(() => {
    if (isDone || !items || storedIds.length === 0) return;
    setIsDone(true);
    const offered = items.filter((item) => storedIds.includes(item.campaignId));
    void (async () => {
      for (const item of offered) await storeCampaignOffline(userId, item).catch(() => undefined);
    })();
  }, [isDone, items, storedIds, userId]);
}

export async function forgetCampaignOffline(userId: string, campaignId: string): Promise<void> {
  await removeCampaign(await openOfflineDb(userId), campaignId);
  announceOfflineChange();
}

export type TOfflineDevice = {
  campaigns: TStoredCampaign[];
  interviews: TStoredInterview[];
  lastSyncAt: string | null;
  usedBytes: number | null;
  isLoaded: boolean;
};

const EMPTY: TOfflineDevice = {
  campaigns: [],
  interviews: [],
  lastSyncAt: null,
  usedBytes: null,
  isLoaded: false,
};

/** What this account keeps on the device, read again whenever it changes. */
export function useOfflineDevice(userId: string): TOfflineDevice & { reload: () => void } {
  const [state, setState] = useState<TOfflineDevice>(EMPTY);
  const reload = useCallback(() => {
    if (!isOfflineStorageAvailable() || !userId) {
      setState({ ...EMPTY, isLoaded: true });
      return;
    }
    void (async () => {
      const db = await openOfflineDb(userId);
      const [campaigns, interviews, lastSyncAt, usedBytes] = await Promise.all([
        listCampaigns(db),
        listInterviews(db),
        getLastSync(db),
        usedStorageBytes(),
      ]);
      setState({ campaigns, interviews, lastSyncAt, usedBytes, isLoaded: true });
    })();
  }, [userId]);
  useEffect(() => {
    reload();
    return onOfflineChange(reload);
  }, [reload]);
  return { ...state, reload };
}
