import type { FastifyInstance } from 'fastify';
import { createProfileService } from './profile.service';

/**
 * The timeline's activities are written by the product: the feed listens to what other modules announce
 * and never imports them.
 */
export function subscribeActivities(app: FastifyInstance) {
  const service = createProfileService(app.db);
  app.events.on('survey.published', ({ userId, surveyId, title }) =>
    service.recordActivity(userId, 'survey.published', surveyId, `publicou o questionário ${title}`),
  );
  app.events.on('report.delivered', ({ userId, reportId, campaignName }) =>
    service.recordActivity(userId, 'report.delivered', reportId, `entregou o relatório ${campaignName}`),
  );
  app.events.on('response.completed', async ({ userId, responseId, campaignId }) => {
    const title = await service.surveyTitleOfCampaign(campaignId);
    if (title)
      await service.recordActivity(userId, 'response.completed', responseId, `completou a pesquisa ${title}`);
  });
}
