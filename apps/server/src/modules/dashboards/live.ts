import { dashboardRoom, type TSyncDashsData, ZDashboardWatchData } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { IoSocket } from '../../core/realtime/registry';
import { currentRole } from '../../core/realtime/socket-access';
import { createDashAccessRepository } from './dash-access.repository';

/**
 * Pushes `syncdashs` to a campaign's room on the app's socket.io (none in a worker process); target
 * progress is added when completes may have changed. Created when the dashboards module registers.
 */
export function createLivePush(app: FastifyInstance) {
  return async function emitToCampaign(campaignId: string, data: TSyncDashsData): Promise<void> {
    if (!app.hasDecorator('io')) return;
    try {
      const touchesTargets =
        data.kind === 'campaign' ||
        data.responses?.some((r) => r.status === 'complete' || r.status === 'deleted');
      if (touchesTargets)
        data.targets = await createDashAccessRepository(app.db.background()).targets(campaignId);
      app.io.to(dashboardRoom(campaignId)).emit('syncdashs', { campaignId, kind: data.kind, data });
    } catch {
      // A dashboard missing one push catches up on its next load; never fail the response for it.
    }
  };
}

/**
 * Action 'server/dashboard:watch' {campaignId, share?}: collection roles may watch any campaign, anyone
 * else only with that campaign's share token. Answers with message 'dashboard:watching' or an error.
 */
export async function watchDashboard(app: FastifyInstance, socket: IoSocket, data: unknown): Promise<void> {
  const parsed = ZDashboardWatchData.safeParse(data);
  const deny = () =>
    socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' });
  if (!parsed.success) return void deny();
  const { campaignId, share } = parsed.data;
  try {
    await joinIfAllowed(app, socket, campaignId, share, deny);
  } catch {
    deny();
  }
}

async function joinIfAllowed(
  app: FastifyInstance,
  socket: IoSocket,
  campaignId: string,
  share: string | undefined,
  deny: () => void,
) {
  const data = socket.data;
  // The current role, as HTTP reads it: a demotion since the connection counts.
  const role = await currentRole(app, data);
  if (!role) return void deny();
  const grant = await app.campaignAccess.grant(role, share);
  if (!grant || (grant.kind === 'link' && grant.campaignId !== campaignId)) return void deny();
  if (!(await createDashAccessRepository(app.db).campaign(campaignId))) return void deny();
  // Kept so that a periodic or revocation re-check knows which link let the socket in.
  if (grant.kind === 'link' && share && data) data.shares = { ...data.shares, [campaignId]: share };
  await socket.join(dashboardRoom(campaignId));
  socket.emit('message', { type: 'dashboard:watching', data: { campaignId } });
}
