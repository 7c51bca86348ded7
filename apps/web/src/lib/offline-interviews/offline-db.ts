import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import type { TStoredCampaign, TStoredInterview } from './offline-types';

interface OfflineSchema extends DBSchema {
  campaigns: { key: string; value: TStoredCampaign };
  interviews: { key: string; value: TStoredInterview; indexes: { bySeq: number } };
  meta: { key: string; value: { key: string; value: string } };
}

export type TOfflineDb = IDBPDatabase<OfflineSchema>;

/** One database per interviewer account: nothing one account stored is ever read by another. */
export const offlineDbName = (userId: string) => `pesquise-offline-${userId}`;

const open = new Map<string, Promise<TOfflineDb>>();

export function isOfflineStorageAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function openOfflineDb(userId: string): Promise<TOfflineDb> {
  const name = offlineDbName(userId);
  let db = open.get(name);
  if (!db) {
    db = openDB<OfflineSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('campaigns', { keyPath: 'campaignId' });
        const interviews = database.createObjectStore('interviews', { keyPath: 'id' });
        interviews.createIndex('bySeq', 'seq');
        database.createObjectStore('meta', { keyPath: 'key' });
      },
    });
    open.set(name, db);
  }
  return db;
}

/** Removes everything this account stored on the device (sign-out). */
export async function deleteOfflineDb(userId: string): Promise<void> {
  const name = offlineDbName(userId);
  const db = open.get(name);
  open.delete(name);
  if (db) (await db).close();
  await deleteDB(name);
}
