import {
  dashboardRoom,
  ZIdParams,
  ZInterviewers,
  ZInterviewersQuery,
  ZLiveCampaigns,
  ZLiveCampaignsQuery,
  ZPainel,
  ZPainelQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { recheckRoom } from '../../core/realtime/socket-access';
import { dashboardCampaign, visibleCampaigns } from './dash-access';
import { flushDashboards, startFolder } from './folder';
import { interviewers } from './interviewers.service';
import { createLivePush } from './live';
import { liveCampaign } from './live.service';
import { painel } from './painel.service';

/** Campaign dashboards (no role: collection roles, or a campaign's share token) and interviewers' one. */
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboards'];
  const push = createLivePush(app);
  if (app.config.foldDashboardsInBackground) {
    const folder = startFolder(app.db, app.events, (error) =>
      app.log.error({ err: error }, 'dashboard fold failed'),
    );
    // preClose: before any onClose hook closes the database (or a test drops its schema).
    app.addHook('preClose', () => folder.stop());
    app.events.on('response.changed', () => folder.foldSoon());
  }
  // What other modules change reaches the open dashboards through events, never through imports.
  app.events.on('dashboard.counted', ({ campaignId, data }) => push(campaignId, data));
  app.events.on('campaign.changed', ({ campaignId }) =>
    push(campaignId, { kind: 'campaign', at: new Date().toISOString() }),
  );
  // Whoever watches the dashboards through the old link leaves them now (in every process).
  app.events.on('campaign.link-replaced', ({ campaignId }) => recheckRoom(app, dashboardRoom(campaignId)));
  // Reads see every committed response: what the change log still holds is folded first.
  app.addHook('onRequest', async () => {
    await flushDashboards(app.db, app.events);
  });

  app.get(
    '/livecampaigns',
    { schema: { tags, querystring: ZLiveCampaignsQuery, response: { 200: ZLiveCampaigns } } },
    async (request) => {
      const { share, page, pageSize, campaignId, range } = request.query;
      const { rows, total } = await visibleCampaigns(request, share, { page, pageSize });
      const chosen = campaignId ?? rows[0]?.id;
      const campaign = chosen ? await dashboardCampaign(request, chosen, share) : null;
      return {
        campaigns: rows,
        total,
        selected: campaign ? await liveCampaign(app.db, campaign, range) : null,
      };
    },
  );

  app.get(
    '/painel2/:id',
    { schema: { tags, params: ZIdParams, querystring: ZPainelQuery, response: { 200: ZPainel } } },
    async (request) => {
      const campaign = await dashboardCampaign(request, request.params.id, request.query.share);
      return painel(app.db, campaign, request.query);
    },
  );

  app.get(
    '/interviewers',
    { schema: { tags, querystring: ZInterviewersQuery, response: { 200: ZInterviewers } } },
    async (request) => {
      authorize(request, 'dashboards:interviewers');
      return interviewers(app.db, request.query);
    },
  );
};

export { createCampaignLookup } from './dashboards.service';

// The public face other modules use (never the files themselves).
export { flushDashboards } from './folder';
export { painel } from './painel.service';
export { recountCampaign, storedCounters } from './recount';
// The dashboards module's public face: writers log their response changes here, so only this module
// writes dash_changes.
export { appendResponseChanges, logResponseChange } from './track';
