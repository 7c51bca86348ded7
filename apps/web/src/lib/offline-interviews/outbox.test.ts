import 'fake-indexeddb/auto';
import type { TSurveySchema } from '@pesquisemais/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { completeInterview, listInterviews, startInterview } from './interview-store';
import { deleteOfflineDb, openOfflineDb } from './offline-db';
import type { TStoredCampaign, TStoredInterview } from './offline-types';
import { BACKOFF_BASE_MS, backoffMs, syncOutbox, type TSend, type TSendResult } from './outbox';

const USER = 'entrevistador-1';
const CAMPAIGN: TStoredCampaign = {
  campaignId: 'c1',
  surveyId: 's1',
  campaignName: 'Onda 1',
  surveyTitle: 'Pesquisa',
  version: { id: 'v1', version: 1, schema: { pages: [] } as unknown as TSurveySchema },
  quotas: [],
  storedAt: '2026-11-23T10:00:00.000Z',
  refreshedAt: '2026-11-23T10:00:00.000Z',
};

async function completed(count: number) {
  const db = await openOfflineDb(USER);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = await startInterview(db, CAMPAIGN, { respondentName: `R${i}`, interviewerName: 'Ana' });
    await completeInterview(db, started.id, { answers: { n: i }, location: null });
    ids.push(started.id);
  }
  return { db, ids };
}

/** A server stand-in: remembers every key it saw and answers each send from a script. */
function fakeServer(script: (interview: TStoredInterview, call: number) => TSendResult) {
  const calls: string[] = [];
  const stored = new Map<string, TSendResult>();
  const send: TSend = async (interview) => {
    calls.push(interview.id);
    const result = script(interview, calls.length);
    if (result.kind === 'failed') return result;
    // The same key twice is the same response (what the server's idempotency key guarantees).
    if (!stored.has(interview.id)) stored.set(interview.id, result);
    return stored.get(interview.id) as TSendResult;
  };
  return { send, calls, stored };
}

const accepted: TSendResult = { kind: 'accepted', status: 'complete', message: 'ok' };

afterEach(async () => {
  await deleteOfflineDb(USER);
});

describe('outbox', () => {
  it('sends in the order the interviews were completed, each once', async () => {
    const { db, ids } = await completed(5);
    const server = fakeServer(() => accepted);
    expect(await syncOutbox(db, server.send)).toEqual({ sent: 5, refused: 0, failed: 0, waiting: 0 });
    expect(server.calls).toEqual(ids);
    expect((await listInterviews(db)).map((item) => item.outbox)).toEqual(Array(5).fill('enviada'));
    await syncOutbox(db, server.send);
    expect(server.calls).toHaveLength(5);
  });

  it('an interview in progress is not sent; once completed it goes after the earlier ones', async () => {
    const db = await openOfflineDb(USER);
    const first = await startInterview(db, CAMPAIGN, { respondentName: 'A', interviewerName: 'Ana' });
    const { ids } = await completed(2);
    await completeInterview(db, first.id, { answers: {}, location: null });
    const server = fakeServer(() => accepted);
    await syncOutbox(db, server.send);
    expect(server.calls).toEqual([...ids, first.id]);
  });

  it('a failed send backs off, stops the round (no overtaking) and resends with the same key', async () => {
    const { db, ids } = await completed(3);
    let clock = 1_000_000;
    const server = fakeServer((_, call) => (call === 2 ? { kind: 'failed' } : accepted));
    const first = await syncOutbox(db, server.send, { now: () => clock });
    expect(first).toEqual({ sent: 1, refused: 0, failed: 1, waiting: 2 });
    const second = (await listInterviews(db))[1] as TStoredInterview;
    expect(second).toMatchObject({ outbox: 'pendente', attempts: 1, nextAttemptAt: clock + BACKOFF_BASE_MS });
    // Still inside the back-off: nothing is sent.
    expect(await syncOutbox(db, server.send, { now: () => clock + 1 })).toMatchObject({ waiting: 2 });
    expect(server.calls).toHaveLength(2);
    clock += BACKOFF_BASE_MS;
    await syncOutbox(db, server.send, { now: () => clock });
    expect(server.calls).toEqual([ids[0], ids[1], ids[1], ids[2]]);
    expect(server.stored.size).toBe(3);
  });

  it('the back-off doubles up to five minutes; Sincronizar (force) ignores it', async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(20)).toBe(5 * 60_000);
    const { db } = await completed(1);
    const failing = fakeServer(() => ({ kind: 'failed' }));
    await syncOutbox(db, failing.send, { now: () => 0 });
    const server = fakeServer(() => accepted);
    expect(await syncOutbox(db, server.send, { now: () => 1, force: true })).toMatchObject({ sent: 1 });
  });

  it('a sync killed while sending resends that interview with its key: one response on the server', async () => {
    const { db, ids } = await completed(2);
    const server = fakeServer(() => accepted);
    // The page dies after the server stored the first one but before the device heard back.
    const dying: TSend = async (interview) => {
      await server.send(interview);
      throw new Error('page closed');
    };
    await expect(syncOutbox(db, dying)).rejects.toThrow('page closed');
    expect((await listInterviews(db))[0]?.outbox).toBe('enviando');
    await syncOutbox(db, server.send);
    expect(server.calls).toEqual([ids[0], ids[0], ids[1]]);
    expect(server.stored.size).toBe(2);
    expect((await listInterviews(db)).map((item) => item.outbox)).toEqual(['enviada', 'enviada']);
  });

  it('a refusal or a full quota is kept with the server reason and does not block the rest', async () => {
    const { db } = await completed(3);
    const server = fakeServer((_, call) => {
      if (call === 1) return { kind: 'refused', reason: 'O horário da entrevista está no futuro.' };
      if (call === 2) return { kind: 'accepted', status: 'over_quota', message: 'Cota cheia' };
      return accepted;
    });
    expect(await syncOutbox(db, server.send)).toMatchObject({ sent: 1, refused: 2 });
    const items = await listInterviews(db);
    expect(items.map((item) => [item.outbox, item.reason])).toEqual([
      ['recusada', 'O horário da entrevista está no futuro.'],
      ['recusada', 'Cota cheia'],
      ['enviada', null],
    ]);
    expect(items[1]?.serverStatus).toBe('over_quota');
    await syncOutbox(db, server.send);
    expect(server.calls).toHaveLength(3);
  });
});
