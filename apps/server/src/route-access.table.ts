import { AREA_ACCESS, POLICIES, type TRole } from '@pesquisemais/shared';

/** An invited respondent's session (scoped token): valid on the player's API only. */
export const INVITATION = 'invitation';
export type TIdentity = TRole | typeof INVITATION;

/**
 * Who may call a route:
 * - 'public': everyone, guests included (an invitation session is refused outside the player's API);
 * - 'anyone': 'public' plus invitation sessions (player routes a link or resume token opens);
 * - 'signed-in': every role but guest;
 * - a list: exactly those roles (spec point 6 groups and policies, packages/shared/src/auth).
 */
export type TAccess = 'public' | 'anyone' | 'signed-in' | readonly TIdentity[];

const COLLECTION = AREA_ACCESS.collection;
const MAILING = POLICIES['mailing:manage'];
const PLAYER: readonly TIdentity[] = [...AREA_ACCESS.player, INVITATION];

/** Routes of one template app, all for signed-in users. */
function templateAppRoutes(
  prefix: string,
  paths: { GET: string[]; POST: string[] },
): Record<string, TAccess> {
  const entries = Object.entries(paths).flatMap(([method, names]) =>
    names.map((name) => [`${method} ${prefix}/${name}`, 'signed-in' as const]),
  );
  return Object.fromEntries(entries);
}

/**
 * Every route of the API and who may call it. A route missing here fails the guard test: a new module
 * must declare its access. Reads that a campaign's share link opens are tested here without the link.
 */
export const ROUTE_ACCESS: Record<string, TAccess> = {
  // Public: health, docs, public content, sign-in and recovery, the push key.
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/faq': 'public',
  'GET /api/search': 'public',
  'GET /api/invoices/get-invoice': 'public',
  'GET /api/icons': 'public',
  'GET /api/knowledge-base': 'public',
  'GET /api/push/public-key': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/register/confirm': 'public',
  'POST /api/auth/register/resend': 'public',
  'POST /api/auth/signin': 'public',
  'POST /api/auth/access-token': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password/check': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/account/email-change/confirm': 'public',
  'GET /api/profile/avatars/:prefix/:id': 'public',
  'GET /api/profile/images/:prefix/:id': 'public',
  'GET /api/e-commerce-app/images/:prefix/:id': 'public',
  // Any signed-in user: their own account, quick panel, push subscription; targets (empty without rights).
  'POST /api/auth/user/update': 'signed-in',
  'POST /api/auth/unlock': 'signed-in',
  'POST /api/auth/signout': 'signed-in',
  'POST /api/auth/signout-all': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'POST /api/account/email-change': 'signed-in',
  'GET /api/account/export': 'signed-in',
  'POST /api/account/delete': 'signed-in',
  'POST /api/profile/avatar': 'signed-in',
  'GET /api/quick-panel/data': 'signed-in',
  'POST /api/push/subscribe': 'signed-in',
  'GET /api/targets': 'signed-in',
  // The shell's Team Chat: every signed-in role (policy chat:use).
  'GET /api/chat/contacts': POLICIES['chat:use'],
  'GET /api/chat/user': POLICIES['chat:use'],
  'GET /api/chat/get-chat': POLICIES['chat:use'],
  'GET /api/chat/messages': POLICIES['chat:use'],
  'POST /api/chat/send-message': POLICIES['chat:use'],
  'POST /api/chat/read': POLICIES['chat:use'],
  'POST /api/chat/user/data': POLICIES['chat:use'],
  // Profiles and the feed: the survey player's roles (a survey post opens the player).
  'GET /api/profile/:uId/timeline': POLICIES['profile:view'],
  'GET /api/profile/:uId/photos-videos': POLICIES['profile:view'],
  'GET /api/profile/:uId/about': POLICIES['profile:view'],
  'GET /api/profile/people': POLICIES['profile:view'],
  'PUT /api/profile/:uId/about': POLICIES['profile:view'],
  'POST /api/profile/:uId/posts': POLICIES['profile:view'],
  'POST /api/profile/images': POLICIES['profile:view'],
  'POST /api/profile/posts/:postId/like': POLICIES['profile:view'],
  'POST /api/profile/posts/:postId/comments': POLICIES['profile:view'],
  'POST /api/profile/posts/:postId/share': POLICIES['profile:view'],
  // The template apps: each signed-in user's own mailbox, to-dos, contacts, notes and calendar (spec point 6
  // restricts none of them; a guest has no items to keep).
  ...templateAppRoutes('/api/mail-app', {
    GET: ['mails', 'mail', 'folders', 'filters', 'labels', 'attachment'],
    POST: ['update-mail', 'set-folder', 'toggle-label', 'delete-mails', 'send-mail', 'attachment'],
  }),
  ...templateAppRoutes('/api/todo-app', {
    GET: ['todos', 'folders', 'filters', 'labels'],
    POST: ['new-todo', 'update-todo', 'remove-todo', 'set-folder', 'toggle-label', 'delete-todos'],
  }),
  ...templateAppRoutes('/api/contacts-app', {
    GET: ['contacts', 'user'],
    POST: [
      'add-contact',
      'update-contact',
      'remove-contact',
      'remove-contacts',
      'toggle-starred-contact',
      'toggle-starred-contacts',
      'set-contacts-starred',
      'set-contacts-unstarred',
    ],
  }),
  ...templateAppRoutes('/api/notes-app', {
    GET: ['notes', 'labels'],
    POST: ['create-note', 'update-note', 'update-labels', 'remove-note'],
  }),
  ...templateAppRoutes('/api/calendar-app', {
    GET: ['events'],
    POST: ['add-event', 'update-event', 'remove-event'],
  }),
  // The academy: every signed-in user reads the courses and keeps their own progress; admins write courses.
  ...templateAppRoutes('/api/academy-app', {
    GET: ['categories', 'courses', 'course'],
    POST: ['course/update'],
  }),
  'POST /api/academy-app/course/add': POLICIES['academy:author'],
  'POST /api/academy-app/course/addstep': POLICIES['academy:author'],
  'POST /api/academy-app/course/save': POLICIES['academy:author'],
  // The e-commerce app: the interview group (spec point 6).
  'GET /api/e-commerce-app/products': POLICIES['ecommerce:manage'],
  'GET /api/e-commerce-app/product': POLICIES['ecommerce:manage'],
  'POST /api/e-commerce-app/product/save': POLICIES['ecommerce:manage'],
  'POST /api/e-commerce-app/product/image': POLICIES['ecommerce:manage'],
  'GET /api/e-commerce-app/orders': POLICIES['ecommerce:manage'],
  'GET /api/e-commerce-app/order': POLICIES['ecommerce:manage'],
  'POST /api/e-commerce-app/order/status': POLICIES['ecommerce:manage'],
  // Scrumboard: each signed-in user's own boards (and those it was made a member of).
  ...templateAppRoutes('/api/scrumboard-app', {
    GET: ['boards', 'board', 'board/people', 'attachment'],
    POST: [
      'card/attachment',
      'card/attachment/remove',
      'board/new',
      'board/rename',
      'board/settings/update',
      'board/delete',
      'board/members/update',
      'card/new',
      'card/update',
      'card/remove',
      'card/order',
      'card/comment',
      'list/new',
      'list/rename',
      'list/remove',
      'list/order',
    ],
  }),
  // File manager: each signed-in user's own folders and files.
  ...templateAppRoutes('/api/file-manager-app', {
    GET: ['files', 'file'],
    POST: ['folder/new', 'upload', 'file/rename', 'file/move', 'file/offline', 'file/delete'],
  }),
  // Admins.
  'POST /api/knowledge-base/article/save': POLICIES['knowledge-base:author'],
  'POST /api/knowledge-base/article/remove': POLICIES['knowledge-base:author'],
  'POST /api/push/test': POLICIES['push:test'],
  'GET /api/users': POLICIES['users:list'],
  'PATCH /api/users/:uuid/role': POLICIES['users:change-role'],
  // Collection: questionnaires, campaigns, targets, respondents, responses, dashboards, reports.
  'GET /api/surveys': COLLECTION,
  'POST /api/surveys': COLLECTION,
  'POST /api/surveys/import': COLLECTION,
  'GET /api/surveys/:id': COLLECTION,
  'PATCH /api/surveys/:id': COLLECTION,
  'POST /api/surveys/:id/import': COLLECTION,
  'GET /api/surveys/:id/export': COLLECTION,
  'POST /api/surveys/:id/duplicate': COLLECTION,
  'POST /api/surveys/:id/archive': COLLECTION,
  'POST /api/surveys/:id/publish': COLLECTION,
  'POST /api/surveys/:id/close': COLLECTION,
  'GET /api/surveys/:id/versions': COLLECTION,
  'GET /api/surveys/:id/versions/:version': COLLECTION,
  'GET /api/campaigns': COLLECTION,
  'POST /api/campaigns': COLLECTION,
  'GET /api/campaigns/:id': COLLECTION,
  'PATCH /api/campaigns/:id': COLLECTION,
  'POST /api/campaigns/:id/status': COLLECTION,
  'POST /api/campaigns/:id/share-token': COLLECTION,
  'GET /api/campaigns/:id/targets': COLLECTION,
  'POST /api/campaigns/:id/targets': COLLECTION,
  'PATCH /api/campaigns/:id/targets/:targetId': COLLECTION,
  'DELETE /api/campaigns/:id/targets/:targetId': COLLECTION,
  'POST /api/respondents': POLICIES['respondents:manage'],
  'GET /api/respondents': POLICIES['respondents:manage'],
  'POST /api/campaigns/:id/invitations': POLICIES['respondents:manage'],
  'GET /api/campaigns/:id/invitations': POLICIES['respondents:manage'],
  'GET /api/campaigns/:id/responses': POLICIES['responses:manage'],
  'GET /api/responses/:id': POLICIES['responses:manage'],
  'PATCH /api/responses/:id': POLICIES['responses:manage'],
  'DELETE /api/responses/:id': POLICIES['responses:manage'],
  'GET /api/campaigns/:id/export': POLICIES['responses:manage'],
  'GET /api/responses/:id/files/:fileId': POLICIES['responses:manage'],
  'GET /api/dashboards/livecampaigns': POLICIES['dashboards:view-all'],
  'GET /api/dashboards/painel2/:id': POLICIES['dashboards:view-all'],
  'POST /api/reports': POLICIES['reports:manage'],
  'GET /api/reports': POLICIES['reports:manage'],
  'GET /api/reports/delivered': POLICIES['reports:manage'],
  'GET /api/reports/:id': POLICIES['reports:manage'],
  'POST /api/reports/:id/deliver': POLICIES['reports:manage'],
  'POST /api/reports/:id/download-link': POLICIES['reports:manage'],
  'GET /api/reports/:id/download': POLICIES['reports:manage'],
  // Mailing group (spec point 6), admin included: templates and jobs. The unsubscribe page needs no sign-in.
  'GET /api/mailing/templates': MAILING,
  'POST /api/mailing/templates': MAILING,
  'GET /api/mailing/templates/:id': MAILING,
  'PUT /api/mailing/templates/:id': MAILING,
  'GET /api/mailing/templates/:id/versions': MAILING,
  'GET /api/mailing/merge-fields': MAILING,
  'POST /api/mailing/preview': MAILING,
  'POST /api/mailing/test': MAILING,
  'GET /api/mailing/campaigns': MAILING,
  'GET /api/mailing/respondents': MAILING,
  'POST /api/mailing-jobs/preview': MAILING,
  'POST /api/mailing-jobs': MAILING,
  'GET /api/mailing-jobs': MAILING,
  'GET /api/mailing-jobs/:id': MAILING,
  'GET /api/mailing-jobs/:id/recipients': MAILING,
  'POST /api/mailing-jobs/:id/pause': MAILING,
  'POST /api/mailing-jobs/:id/resume': MAILING,
  'POST /api/mailing-jobs/:id/cancel': MAILING,
  'GET /api/mailing/unsubscribe': 'public',
  'POST /api/mailing/unsubscribe': 'public',
  // Interview group: the respondent panel and the interviewers' dashboard.
  'GET /api/survey-users/respondents': POLICIES['survey-users:manage'],
  'GET /api/survey-users/attributes': POLICIES['survey-users:manage'],
  'GET /api/survey-users/respondents/:id': POLICIES['survey-users:manage'],
  'PATCH /api/survey-users/respondents/:id': POLICIES['survey-users:manage'],
  'GET /api/survey-users/respondents/:id/history': POLICIES['survey-users:manage'],
  'POST /api/survey-users/import/preview': POLICIES['survey-users:manage'],
  'POST /api/survey-users/import/commit': POLICIES['survey-users:manage'],
  'GET /api/dashboards/interviewers': POLICIES['dashboards:interviewers'],
  // Rooms: the Rooms group opens the rooms it sits in; collection roles create them; a signed link opens one.
  'GET /api/rooms': POLICIES['rooms:enter'],
  'POST /api/rooms': POLICIES['rooms:manage'],
  'GET /api/rooms/:id': POLICIES['rooms:enter'],
  'PATCH /api/rooms/:id': POLICIES['rooms:manage'],
  'POST /api/rooms/:id/links': POLICIES['rooms:manage'],
  'POST /api/rooms/:id/link-check': 'public',
  'GET /api/rooms/invitation-templates': POLICIES['rooms:manage'],
  'POST /api/rooms/:id/invitations': POLICIES['rooms:manage'],
  // Recordings: the room's seat decides (records, watchesRecordings); the file opens by a signed address.
  'GET /api/rooms/:id/recordings': POLICIES['rooms:enter'],
  'POST /api/rooms/:id/recordings': POLICIES['rooms:enter'],
  'PUT /api/rooms/:id/recordings/:recordingId/parts/:seq': POLICIES['rooms:enter'],
  'POST /api/rooms/:id/recordings/:recordingId/stop': POLICIES['rooms:enter'],
  'GET /api/rooms/:id/recordings/:recordingId/file': 'public',
  // The player: its roles and invitation sessions; a link or a resume token opens the rest.
  'GET /api/survey-player/surveys': PLAYER,
  'GET /api/survey-player/campaigns/:campaignId': PLAYER,
  'POST /api/survey-player/campaigns/:campaignId/responses': PLAYER,
  'POST /api/survey-player/campaigns/:campaignId/offline-interviews': POLICIES['play:interview'],
  'POST /api/survey-player/invitations/exchange': 'anyone',
  'PUT /api/survey-player/responses/:id': 'anyone',
  'POST /api/survey-player/responses/:id/complete': 'anyone',
  'POST /api/survey-player/responses/:id/files': 'anyone',
  'GET /api/survey-player/responses/:id/files/:fileId': 'anyone',
  'DELETE /api/survey-player/responses/:id/files/:fileId': 'anyone',
  // Boards (/apps/documents): the Documents group reads its boards and comments; writes need docs:edit.
  'GET /api/doc-app/docs': AREA_ACCESS.documents,
  'GET /api/studies': POLICIES['studies:view'],
  // Analytics and project dashboards: figures across campaigns, invitations and the panel.
  'GET /api/analytics-dashboard-app/widgets': POLICIES['insights:view'],
  'GET /api/project-dashboard-app/widgets': POLICIES['insights:view'],
  'GET /api/project-dashboard-app/projects': POLICIES['insights:view'],
  'GET /api/doc-app/doc': AREA_ACCESS.documents,
  'POST /api/doc-app/doc/settings/update': AREA_ACCESS.documents,
  'POST /api/doc-app/card/comment': AREA_ACCESS.documents,
  'POST /api/doc-app/card/subscribe': AREA_ACCESS.documents,
  'GET /api/doc-app/attachment': AREA_ACCESS.documents,
  'POST /api/doc-app/doc/new': POLICIES['docs:edit'],
  'POST /api/doc-app/doc/rename': POLICIES['docs:edit'],
  'POST /api/doc-app/doc/members/update': POLICIES['docs:edit'],
  'GET /api/doc-app/doc/people': POLICIES['docs:edit'],
  'POST /api/doc-app/doc/delete': POLICIES['docs:edit'],
  'POST /api/doc-app/doc/restore': POLICIES['docs:edit'],
  'POST /api/doc-app/card/new': POLICIES['docs:edit'],
  'POST /api/doc-app/card/update': POLICIES['docs:edit'],
  'POST /api/doc-app/card/remove': POLICIES['docs:edit'],
  'POST /api/doc-app/card/order': POLICIES['docs:edit'],
  'POST /api/doc-app/card/attachment': POLICIES['docs:edit'],
  'POST /api/doc-app/card/attachment/remove': POLICIES['docs:edit'],
  'POST /api/doc-app/list/new': POLICIES['docs:edit'],
  'POST /api/doc-app/list/rename': POLICIES['docs:edit'],
  'POST /api/doc-app/list/remove': POLICIES['docs:edit'],
  'POST /api/doc-app/list/order': POLICIES['docs:edit'],
};

export function isAllowed(access: TAccess, identity: TIdentity): boolean {
  if (access === 'anyone') return true;
  if (identity === INVITATION) return Array.isArray(access) && access.includes(INVITATION);
  if (access === 'public') return true;
  if (access === 'signed-in') return identity !== 'guest';
  return (access as readonly TIdentity[]).includes(identity);
}
