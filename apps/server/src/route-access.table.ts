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
  'GET /api/push/public-key': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/signin': 'public',
  'POST /api/auth/access-token': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password/check': 'public',
  'POST /api/auth/reset-password': 'public',
  // Any signed-in user: their own account, quick panel, push subscription; targets (empty without rights).
  'POST /api/auth/user/update': 'signed-in',
  'POST /api/auth/unlock': 'signed-in',
  'POST /api/auth/signout-all': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'GET /api/quick-panel/data': 'signed-in',
  'POST /api/push/subscribe': 'signed-in',
  'GET /api/targets': 'signed-in',
  // The template apps: each signed-in user's own mailbox, to-dos, contacts, notes and calendar (spec point 6
  // restricts none of them; a guest has no items to keep).
  ...templateAppRoutes('/api/mail-app', {
    GET: ['mails', 'mail', 'folders', 'filters', 'labels'],
    POST: ['update-mail', 'set-folder', 'toggle-label', 'delete-mails', 'send-mail'],
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
  ...templateAppRoutes('/api/calendar-app', {
    GET: ['events'],
    POST: ['add-event', 'update-event', 'remove-event'],
  }),
  // Admins.
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
  // Interview group: the respondent panel and the interviewers' dashboard.
  'GET /api/survey-users/respondents': POLICIES['survey-users:manage'],
  'GET /api/survey-users/attributes': POLICIES['survey-users:manage'],
  'GET /api/survey-users/respondents/:id': POLICIES['survey-users:manage'],
  'PATCH /api/survey-users/respondents/:id': POLICIES['survey-users:manage'],
  'GET /api/survey-users/respondents/:id/history': POLICIES['survey-users:manage'],
  'POST /api/survey-users/import/preview': POLICIES['survey-users:manage'],
  'POST /api/survey-users/import/commit': POLICIES['survey-users:manage'],
  'GET /api/dashboards/interviewers': POLICIES['dashboards:interviewers'],
  // The player: its roles and invitation sessions; a link or a resume token opens the rest.
  'GET /api/survey-player/surveys': PLAYER,
  'GET /api/survey-player/campaigns/:campaignId': PLAYER,
  'POST /api/survey-player/campaigns/:campaignId/responses': PLAYER,
  'POST /api/survey-player/invitations/exchange': 'anyone',
  'PUT /api/survey-player/responses/:id': 'anyone',
  'POST /api/survey-player/responses/:id/complete': 'anyone',
  'POST /api/survey-player/responses/:id/files': 'anyone',
  'GET /api/survey-player/responses/:id/files/:fileId': 'anyone',
  'DELETE /api/survey-player/responses/:id/files/:fileId': 'anyone',
};

export function isAllowed(access: TAccess, identity: TIdentity): boolean {
  if (access === 'anyone') return true;
  if (identity === INVITATION) return Array.isArray(access) && access.includes(INVITATION);
  if (access === 'public') return true;
  if (access === 'signed-in') return identity !== 'guest';
  return (access as readonly TIdentity[]).includes(identity);
}
