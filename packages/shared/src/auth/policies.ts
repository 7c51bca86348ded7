import { AREA_ACCESS, ROLE_GROUPS, rolesOf, type TRole, unionOf, within } from './roles';

/** Actions that are not a route of the web app; who may do each. */
export const POLICIES = {
  'users:list': ROLE_GROUPS.admin,
  'users:change-role': ROLE_GROUPS.admin,
  'surveys:manage': AREA_ACCESS.collection,
  'campaigns:manage': AREA_ACCESS.collection,
  'responses:manage': AREA_ACCESS.collection,
  'respondents:manage': AREA_ACCESS.collection,
  /** Signed-in roles that see every campaign's targets (others need the campaign's share token). */
  'targets:view-all': AREA_ACCESS.collection,
  'play:respond': ROLE_GROUPS.user,
  'play:interview': ROLE_GROUPS.interview,
  'push:test': ROLE_GROUPS.admin,
  /** Write the academy's courses and the knowledge base's articles (template suite content). */
  'academy:author': ROLE_GROUPS.admin,
  'knowledge-base:author': ROLE_GROUPS.admin,
  /** Profiles and their feed (/profile/{uId}, /me): the same roles as the survey player a survey post opens. */
  'profile:view': AREA_ACCESS.player,
  /** Interviewers' productivity dashboard and the respondent panel (/apps/survey-users). */
  'dashboards:interviewers': ROLE_GROUPS.interview,
  'survey-users:manage': ROLE_GROUPS.interview,
  /** The e-commerce app (products and orders): the interview group of spec point 6. */
  'ecommerce:manage': AREA_ACCESS.ecommerce,
  /** The analytics and project dashboards: figures across campaigns, invitations and the panel. */
  'insights:view': AREA_ACCESS.collection,
  /** Dashboards of every campaign (others need the campaign's share token). */
  'dashboards:view-all': AREA_ACCESS.collection,
  /** Generate, list and deliver campaign reports; download any of them (others: a share link, delivered only). */
  'reports:manage': AREA_ACCESS.collection,
  /**
   * The shell's Team Chat: spec point 6 names no roles for it. The team talks among itself and with the clients
   * of its studies, clients with the team of their studies (the directory is scoped by the chat service);
   * respondents reach nobody by chat.
   */
  'chat:use': rolesOf('team', 'client'),
  /** E-mail templates and mailing jobs (spec point 6: the Mailing group; a mailing_operator never edits the panel). */
  'mailing:manage': AREA_ACCESS.mailing,
  /** Boards (/apps/documents): the Documents group reads the boards it is a member of and comments. */
  'docs:read': AREA_ACCESS.documents,
  /**
   * The studies page (/apps/surveys): the team and every client. Clients see only the studies of the boards
   * they are members of (the studies granted to them), and only read; the team sees every study.
   */
  'studies:view': rolesOf('team', 'client'),
  /** Create boards and change those it is a member of: the Documents group's team roles. */
  'docs:edit': within(unionOf('interview', 'admin', 'master', 'mailing_operator'), 'team'),
  /** Create and edit rooms, hand out their links, see every room (others: the rooms they sit in). */
  'rooms:manage': AREA_ACCESS.collection,
  /** Open the rooms area: the Rooms group of spec point 6. */
  'rooms:enter': AREA_ACCESS.rooms,
} as const satisfies Record<string, readonly TRole[]>;

export type TAction = keyof typeof POLICIES;

export function can(user: { role: TRole } | null | undefined, action: TAction): boolean {
  if (!user) return false;
  return (POLICIES[action] as readonly TRole[]).includes(user.role);
}
