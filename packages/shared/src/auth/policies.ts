import { AREA_ACCESS, ROLE_GROUPS, type TRole } from './roles';

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
  /** Interviewers' productivity dashboard and the respondent panel (/apps/survey-users). */
  'dashboards:interviewers': ROLE_GROUPS.interview,
  'survey-users:manage': ROLE_GROUPS.interview,
  /** Dashboards of every campaign (others need the campaign's share token). */
  'dashboards:view-all': AREA_ACCESS.collection,
  /** Generate, list and deliver campaign reports; download any of them (others: a share link, delivered only). */
  'reports:manage': AREA_ACCESS.collection,
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
