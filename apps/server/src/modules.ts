export type { ServerModule } from './core/module';

import type { PrincipalSources } from './core/auth/principal';
import type { ServerModule } from './core/module';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { campaignsRoutes } from './modules/campaigns';
import { campaignIdByShare, closeCampaignsOfSurvey } from './modules/campaigns/campaigns.service';
import { chatRoutes } from './modules/chat';
import { chatSocket } from './modules/chat/chat.socket';
import { dashboardsRoutes } from './modules/dashboards';
import { backfillDashboards } from './modules/dashboards/backfill';
import { dashboardsSocket } from './modules/dashboards/dashboards.socket';
import { demoData } from './modules/demo';
import { docAppRoutes } from './modules/doc-app';
import { docAppSocket } from './modules/doc-app/doc-app.socket';
import { healthRoutes } from './modules/health';
import { iconsRoutes } from './modules/icons';
import { mailingRoutes } from './modules/mailing';
import { mailingWorkers } from './modules/mailing/mailing.jobs';
import { mailingQueues } from './modules/mailing/mailing.queues';
import { mailingSocket } from './modules/mailing/mailing.socket';
import { passwordResetRoutes } from './modules/password-reset';
import { profileRoutes } from './modules/profile';
import { faqRoutes, invoiceRoutes, searchRoutes } from './modules/public-content';
import { seedPublicContent } from './modules/public-content/public-content.seed';
import { pushRoutes } from './modules/push';
import { quickPanelRoutes } from './modules/quick-panel';
import { seedQuickPanel } from './modules/quick-panel/quick-panel.seed';
import { reportsRoutes } from './modules/reports';
import { reportWorkers } from './modules/reports/reports.jobs';
import { reportQueues } from './modules/reports/reports.queues';
import { respondentsRoutes } from './modules/respondents';
import { isScopeLive } from './modules/respondents/invitations.service';
import { responseFilesRoutes } from './modules/response-files';
import { responsesRoutes } from './modules/responses';
import { roomsRoutes } from './modules/rooms';
import { roomsSocket } from './modules/rooms/rooms.socket';
import { surveyPlayerRoutes } from './modules/survey-player';
import { auditDetachedInvitationResponses } from './modules/survey-player/duplicate-audit';
import { surveyUsersRoutes } from './modules/survey-users';
import { surveysRoutes } from './modules/surveys';
import { surveysSocket } from './modules/surveys/surveys.socket';
import { targetsRoutes } from './modules/targets';
import { auditSavedConditions } from './modules/targets/condition-audit';
import { usersRoutes } from './modules/users';
import { seedDemoUsers } from './modules/users/users.seed';
import { loadPrincipal } from './modules/users/users.service';

/**
 * Who is asking: the users module loads principals, the respondents module vouches for invitation links,
 * the campaigns module says which campaign a share link opens.
 */
export const principalSources: PrincipalSources = { loadPrincipal, isScopeLive, campaignIdByShare };

/** Every module of the server, in mounting order: a new feature is one folder plus one line here. */
export const serverModules: ServerModule[] = [
  { plugin: healthRoutes, prefix: '/api/health' },
  { plugin: authRoutes, prefix: '/api/auth' },
  { plugin: passwordResetRoutes, prefix: '/api/auth' },
  { plugin: accountRoutes, prefix: '/api/account' },
  { plugin: faqRoutes, prefix: '/api/faq', seed: seedPublicContent },
  { plugin: searchRoutes, prefix: '/api/search' },
  { plugin: invoiceRoutes, prefix: '/api/invoices' },
  { plugin: pushRoutes, prefix: '/api/push' },
  {
    plugin: usersRoutes,
    prefix: '/api/users',
    seed: (db, config) => seedDemoUsers(db, config.demoPasswords),
  },
  { plugin: profileRoutes, prefix: '/api/profile' },
  { plugin: quickPanelRoutes, prefix: '/api/quick-panel', seed: seedQuickPanel },
  { plugin: iconsRoutes, prefix: '/api/icons' },
  {
    plugin: surveysRoutes({ closeCampaignsOf: closeCampaignsOfSurvey }),
    prefix: '/api/surveys',
    socket: surveysSocket,
  },
  { plugin: campaignsRoutes, prefix: '/api/campaigns' },
  { plugin: targetsRoutes, prefix: '/api', startup: auditSavedConditions },
  { plugin: respondentsRoutes, prefix: '/api' },
  { plugin: surveyUsersRoutes, prefix: '/api/survey-users' },
  { plugin: responsesRoutes, prefix: '/api' },
  { plugin: responseFilesRoutes, prefix: '/api' },
  { plugin: surveyPlayerRoutes, prefix: '/api/survey-player', startup: auditDetachedInvitationResponses },
  {
    plugin: dashboardsRoutes,
    prefix: '/api/dashboards',
    socket: dashboardsSocket,
    startup: backfillDashboards,
  },
  demoData,
  { plugin: reportsRoutes, prefix: '/api/reports', jobs: { queues: reportQueues, workers: reportWorkers } },
  { plugin: chatRoutes, prefix: '/api/chat', socket: chatSocket },
  {
    plugin: mailingRoutes,
    prefix: '/api',
    jobs: { queues: mailingQueues, workers: mailingWorkers },
    socket: mailingSocket,
  },
  { plugin: docAppRoutes, prefix: '/api/doc-app', socket: docAppSocket },
  { plugin: roomsRoutes, prefix: '/api/rooms', socket: roomsSocket },
];
