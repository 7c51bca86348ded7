import { can, type TRole, type TSyncDashsData, ZDashboardWatchData } from '@pesquisemais/shared';
import type { Socket } from 'socket.io';
import type { Db } from '../../db/connection';
import type { IoServer } from '../../plugins/socket';
import { createDashAccessRepository } from './dash-access.repository';

/** The socket.io server of the app that owns a database handle (tests run several apps per process). */
const servers = new WeakMap<Db, IoServer>();

export function attachLive(db: Db, io: IoServer): void {
  servers.set(db, io);
}

export const dashRoom = (campaignId: string) => `dash:${campaignId}`;

/** Deltas of one campaign gathered for at most BATCH_MS, then sent as one `syncdashs`. */
const BATCH_MS = 100;
const batches = new Map<string, { db: Db; data: TSyncDashsData; timer: ReturnType<typeof setTimeout> }>();

function merge(into: TSyncDashsData, next: TSyncDashsData): void {
  const entries = into.entries ?? [];
  for (const entry of next.entries ?? []) {
    const same = entries.find((e) => e.metric === entry.metric && e.k1 === entry.k1 && e.k2 === entry.k2);
    if (same) {
      same.n += entry.n;
      same.s += entry.s;
    } else entries.push({ ...entry });
  }
  into.entries = entries.filter((e) => e.n !== 0 || e.s !== 0);
  into.responseId = next.responseId;
  into.status = next.status;
  if (next.latest !== undefined) into.latest = next.latest;
}

/**
 * Queues a response's committed delta for its campaign's room. Deltas arriving within BATCH_MS are summed
 * into one message (`at` stays the first commit's time), so 200 completes a second cost 10 broadcasts.
 */
export function queueForCampaign(db: Db, campaignId: string, data: TSyncDashsData): void {
  if (!servers.has(db)) return;
  const key = campaignId;
  const open = batches.get(key);
  if (open && open.db === db) {
    merge(open.data, data);
    return;
  }
  const timer = setTimeout(() => {
    const batch = batches.get(key);
    batches.delete(key);
    if (batch) void emitToCampaign(batch.db, campaignId, batch.data);
  }, BATCH_MS);
  batches.set(key, { db, data: { ...data, entries: [...(data.entries ?? [])] }, timer });
}

/** Emits `syncdashs` to a campaign's room; target progress is added when completes changed. */
export async function emitToCampaign(db: Db, campaignId: string, data: TSyncDashsData): Promise<void> {
  const io = servers.get(db);
  if (!io) return;
  try {
    const touchesTargets =
      data.kind === 'campaign' || data.entries?.some((e) => e.metric === 'status' && e.k1 === 'complete');
    if (touchesTargets) data.targets = await createDashAccessRepository(db).targets(campaignId);
    io.to(dashRoom(campaignId)).emit('syncdashs', { campaignId, kind: data.kind, data });
  } catch {
    // A dashboard missing one push catches up on its next load; never fail the response for it.
  }
}

/**
 * Action 'server/dashboard:watch' {campaignId, share?}: collection roles may watch any campaign, anyone
 * else only with that campaign's share token. Answers with message 'dashboard:watching' or an error.
 */
export async function watchDashboard(db: Db, socket: Socket, data: unknown): Promise<void> {
  const parsed = ZDashboardWatchData.safeParse(data);
  const deny = () =>
    socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' });
  if (!parsed.success) return void deny();
  const { campaignId, share } = parsed.data;
  try {
    await joinIfAllowed(db, socket, campaignId, share, deny);
  } catch {
    deny();
  }
}

async function joinIfAllowed(
  db: Db,
  socket: Socket,
  campaignId: string,
  share: string | undefined,
  deny: () => void,
) {
  const role = (socket.data as { role?: TRole } | undefined)?.role ?? 'guest';
  const access = createDashAccessRepository(db);
  const campaign = can({ role }, 'dashboards:view-all')
    ? await access.campaign(campaignId)
    : share
      ? await access.campaignByShare(share)
      : null;
  if (!campaign || campaign.id !== campaignId) return void deny();
  await socket.join(dashRoom(campaignId));
  socket.emit('message', { type: 'dashboard:watching', data: { campaignId } });
}
