export type { ServerModule } from './core/module';

import type { PrincipalSources } from './core/auth/principal';
import type { Db } from './core/db/connection';
import type { ServerModule } from './core/module';
import { academyAppRoutes } from './modules/academy-app';
import { seedAcademy } from './modules/academy-app/academy-app.seed';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { calendarAppRoutes } from './modules/calendar-app';
import { seedCalendar } from './modules/calendar-app/calendar-app.seed';
import { campaignsRoutes } from './modules/campaigns';
import { campaignIdByShare, closeCampaignsOfSurvey } from './modules/campaigns/campaigns.service';
import { chatRoutes } from './modules/chat';
import { chatSocket } from './modules/chat/chat.socket';
import { contactsAppRoutes } from './modules/contacts-app';
import { seedContacts } from './modules/contacts-app/contacts-app.seed';
import { dashboardsRoutes } from './modules/dashboards';
import { backfillDashboards } from './modules/dashboards/backfill';
import { dashboardsSocket } from './modules/dashboards/dashboards.socket';
import { demoData } from './modules/demo';
import { docAppRoutes } from './modules/doc-app';
import { docAppSocket } from './modules/doc-app/doc-app.socket';
import { ecommerceAppRoutes } from './modules/ecommerce-app';
import { seedEcommerce } from './modules/ecommerce-app/ecommerce-app.seed';
import { fileManagerAppRoutes } from './modules/file-manager-app';
import { seedFileManager } from './modules/file-manager-app/file-manager-app.seed';
import { healthRoutes } from './modules/health';
import { iconsRoutes } from './modules/icons';
import { analyticsDashboardRoutes, projectDashboardRoutes } from './modules/insights';
import { seedInsights } from './modules/insights/insights.seed';
import { knowledgeBaseRoutes } from './modules/knowledge-base';
import { seedKnowledgeBase } from './modules/knowledge-base/knowledge-base.seed';
import { mailAppRoutes } from './modules/mail-app';
import { seedMail } from './modules/mail-app/mail-app.seed';
import type { TFindMailUser } from './modules/mail-app/mail-app.service';
import { mailingRoutes } from './modules/mailing';
import { mailingWorkers } from './modules/mailing/mailing.jobs';
import { mailingQueues } from './modules/mailing/mailing.queues';
import { seedMailTemplates } from './modules/mailing/mailing.seed';
import { mailingSocket } from './modules/mailing/mailing.socket';
import { notesAppRoutes } from './modules/notes-app';
import { seedNotes } from './modules/notes-app/notes-app.seed';
import { passwordResetRoutes } from './modules/password-reset';
import { profileRoutes } from './modules/profile';
import { faqRoutes, invoiceRoutes, searchRoutes } from './modules/public-content';
import { seedPublicContent } from './modules/public-content/public-content.seed';
import { pushRoutes } from './modules/push';
import { quickPanelRoutes } from './modules/quick-panel';
import { reportsRoutes } from './modules/reports';
import { reportWorkers } from './modules/reports/reports.jobs';
import { reportQueues } from './modules/reports/reports.queues';
import { respondentsRoutes } from './modules/respondents';
import { isScopeLive } from './modules/respondents/invitations.service';
import { responseFilesRoutes } from './modules/response-files';
import { responsesRoutes } from './modules/responses';
import { roomsRoutes } from './modules/rooms';
import { roomWorkers } from './modules/rooms/room-recording-jobs';
import { roomQueues } from './modules/rooms/room-recording-queues';
import { roomsSocket } from './modules/rooms/rooms.socket';
import { scrumboardAppRoutes } from './modules/scrumboard-app';
import { seedScrumboards } from './modules/scrumboard-app/scrumboard-app.seed';
import { studiesRoutes } from './modules/studies';
import { surveyPlayerRoutes } from './modules/survey-player';
import { auditDetachedInvitationResponses } from './modules/survey-player/duplicate-audit';
import { surveyUsersRoutes } from './modules/survey-users';
import { surveysRoutes } from './modules/surveys';
import { surveysSocket } from './modules/surveys/surveys.socket';
import { targetsRoutes } from './modules/targets';
import { auditSavedConditions } from './modules/targets/condition-audit';
import { todoAppRoutes } from './modules/todo-app';
import { seedTodos } from './modules/todo-app/todo-app.seed';
import { usersRoutes } from './modules/users';
import { DEMO_USERS, seedDemoUsers } from './modules/users/users.seed';
import { createUsersService, loadPrincipal } from './modules/users/users.service';

/**
 * Who is asking: the users module loads principals, the respondents module vouches for invitation links,
 * the campaigns module says which campaign a share link opens.
 */
export const principalSources: PrincipalSources = { loadPrincipal, isScopeLive, campaignIdByShare };

/** A user of the product by e-mail, as the template apps' address books see them (no account details). */
const findAppUser: TFindMailUser = async (db, email) => {
  const user = await createUsersService(db).findByEmail(email);
  return user ? { id: user.id, name: user.display_name, email: user.email, avatar: user.photo_url } : null;
};
const findAppUserId = async (db: Db, email: string) => (await findAppUser(db, email))?.id ?? null;
const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);

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
  { plugin: quickPanelRoutes, prefix: '/api/quick-panel' },
  { plugin: iconsRoutes, prefix: '/api/icons' },
  {
    plugin: mailAppRoutes(findAppUser),
    prefix: '/api/mail-app',
    seed: (db) => seedMail(db, DEMO_EMAILS, findAppUser),
  },
  { plugin: todoAppRoutes, prefix: '/api/todo-app', seed: (db) => seedTodos(db, DEMO_EMAILS, findAppUserId) },
  {
    plugin: contactsAppRoutes,
    prefix: '/api/contacts-app',
    seed: (db) => seedContacts(db, DEMO_EMAILS, findAppUserId),
  },
  {
    plugin: notesAppRoutes,
    prefix: '/api/notes-app',
    seed: (db) => seedNotes(db, DEMO_EMAILS, findAppUserId),
  },
  {
    plugin: calendarAppRoutes,
    prefix: '/api/calendar-app',
    seed: (db) => seedCalendar(db, DEMO_EMAILS, findAppUserId),
  },
  { plugin: academyAppRoutes, prefix: '/api/academy-app', seed: seedAcademy },
  { plugin: knowledgeBaseRoutes, prefix: '/api/knowledge-base', seed: seedKnowledgeBase },
  { plugin: ecommerceAppRoutes, prefix: '/api/e-commerce-app', seed: seedEcommerce },
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
    seed: async (db) => seedMailTemplates(db, await findAppUserId(db, DEMO_USERS[0].email)),
  },
  { plugin: docAppRoutes, prefix: '/api/doc-app', socket: docAppSocket },
  { plugin: studiesRoutes, prefix: '/api/studies' },
  { plugin: analyticsDashboardRoutes, prefix: '/api/analytics-dashboard-app' },
  { plugin: projectDashboardRoutes, prefix: '/api/project-dashboard-app', seed: seedInsights },
  {
    plugin: roomsRoutes,
    prefix: '/api/rooms',
    socket: roomsSocket,
    jobs: { queues: roomQueues, workers: roomWorkers },
  },
  {
    plugin: scrumboardAppRoutes,
    prefix: '/api/scrumboard-app',
    seed: (db, config) => seedScrumboards(db, config, DEMO_EMAILS, findAppUserId),
  },
  {
    plugin: fileManagerAppRoutes,
    prefix: '/api/file-manager-app',
    seed: (db, config) => seedFileManager(db, config, DEMO_EMAILS, findAppUserId),
  },
];
