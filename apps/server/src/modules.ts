export type { ModuleManifest, ServerModule } from './core/module';

import type { PrincipalSources } from './core/auth/principal';
import type { ModuleManifest } from './core/module';
import { academyAppModule } from './modules/academy-app/academy-app.module';
import { accountModule } from './modules/account/account.module';
import { authModule } from './modules/auth/auth.module';
import { calendarAppModule } from './modules/calendar-app/calendar-app.module';
import { campaignIdByShare } from './modules/campaigns';
import { campaignsModule } from './modules/campaigns/campaigns.module';
import { chatModule } from './modules/chat/chat.module';
import { contactsAppModule } from './modules/contacts-app/contacts-app.module';
import { dashboardsModule } from './modules/dashboards/dashboards.module';
import { demoModule } from './modules/demo/demo.module';
import { docAppModule } from './modules/doc-app/doc-app.module';
import { ecommerceAppModule } from './modules/ecommerce-app/ecommerce-app.module';
import { fileManagerAppModule } from './modules/file-manager-app/file-manager-app.module';
import { globalSearchModule } from './modules/global-search/global-search.module';
import { healthModule } from './modules/health/health.module';
import { iconsModule } from './modules/icons/icons.module';
import { insightsModule } from './modules/insights/insights.module';
import { knowledgeBaseModule } from './modules/knowledge-base/knowledge-base.module';
import { mailAppModule } from './modules/mail-app/mail-app.module';
import { mailingModule } from './modules/mailing/mailing.module';
import { notesAppModule } from './modules/notes-app/notes-app.module';
import { passwordResetModule } from './modules/password-reset/password-reset.module';
import { profileModule } from './modules/profile/profile.module';
import { publicContentModule } from './modules/public-content/public-content.module';
import { pushModule } from './modules/push/push.module';
import { quickPanelModule } from './modules/quick-panel/quick-panel.module';
import { reportsModule } from './modules/reports/reports.module';
import { isScopeLive } from './modules/respondents';
import { respondentsModule } from './modules/respondents/respondents.module';
import { responseFilesModule } from './modules/response-files/response-files.module';
import { responsesModule } from './modules/responses/responses.module';
import { roomsModule } from './modules/rooms/rooms.module';
import { scrumboardAppModule } from './modules/scrumboard-app/scrumboard-app.module';
import { studiesModule } from './modules/studies/studies.module';
import { surveyPlayerModule } from './modules/survey-player/survey-player.module';
import { surveyUsersModule } from './modules/survey-users/survey-users.module';
import { surveysModule } from './modules/surveys/surveys.module';
import { targetsModule } from './modules/targets/targets.module';
import { todoAppModule } from './modules/todo-app/todo-app.module';
import { loadPrincipal } from './modules/users';
import { usersModule } from './modules/users/users.module';

/**
 * Who is asking: the users module loads principals, the respondents module vouches for invitation links,
 * the campaigns module says which campaign a share link opens.
 */
export const principalSources: PrincipalSources = { loadPrincipal, isScopeLive, campaignIdByShare };

/**
 * Every module of the server, in mounting (and seeding) order: a new feature is one folder with its
 * manifest (`modules/<name>/<name>.module.ts`) plus one line here. The route table (route-access.table.ts)
 * and the table owners are derived from these manifests.
 */
export const serverModules: ModuleManifest[] = [
  healthModule,
  authModule,
  passwordResetModule,
  accountModule,
  publicContentModule,
  pushModule,
  usersModule,
  profileModule,
  quickPanelModule,
  iconsModule,
  mailAppModule,
  todoAppModule,
  contactsAppModule,
  notesAppModule,
  calendarAppModule,
  academyAppModule,
  knowledgeBaseModule,
  ecommerceAppModule,
  surveysModule,
  campaignsModule,
  targetsModule,
  respondentsModule,
  surveyUsersModule,
  responsesModule,
  responseFilesModule,
  surveyPlayerModule,
  dashboardsModule,
  demoModule,
  reportsModule,
  chatModule,
  mailingModule,
  docAppModule,
  studiesModule,
  insightsModule,
  roomsModule,
  scrumboardAppModule,
  fileManagerAppModule,
  globalSearchModule,
];
