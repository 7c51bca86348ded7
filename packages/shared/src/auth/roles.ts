/** Roles and role groups of spec point 6, as data shared by server and client. */
export const ROLES = [
  'guest',
  'admin',
  'master',
  'user',
  'interview',
  'social',
  'staff',
  'watcher',
  'watcher_reaction',
  'watcher_guest',
  'mailing_operator',
  'watcher_bloodblue',
  'watcher_bloodblue_basic',
  'watcher_webinar',
] as const;

export type TRole = (typeof ROLES)[number];

export const ROLE_GROUPS = {
  admin: ['admin'],
  master: ['master', 'admin', 'user', 'interview', 'social', 'staff'],
  social: ['social'],
  interview: ['interview', 'admin', 'master'],
  watcher: ['watcher'],
  watcher_reaction: ['watcher', 'watcher_reaction'],
  watcher_guest: ['watcher_guest'],
  mailing_operator: ['mailing_operator'],
  watcher_bloodblue: ['watcher_bloodblue'],
  watcher_bloodblue_basic: ['watcher_bloodblue_basic'],
  watcher_webinar: ['watcher_webinar'],
  staff: ['admin', 'staff'],
  user: ['staff', 'user', 'social'],
  onlyGuest: ['guest'],
} as const satisfies Record<string, readonly TRole[]>;

export type TRoleGroup = keyof typeof ROLE_GROUPS;

/** The roles of several groups together, without repeats. */
export function unionOf(...groups: TRoleGroup[]): readonly TRole[] {
  return [...new Set(groups.flatMap((group) => ROLE_GROUPS[group]))];
}

/**
 * Who may open each area (spec point 6). `null` means no role is required.
 * The collection roles are not shown in the spec; the survey-core issue fixes them: the roles admin,
 * master, interview and staff (not the whole master group, which holds respondents of role user).
 */
export const AREA_ACCESS = {
  open: null,
  ecommerce: ROLE_GROUPS.interview,
  collection: ['admin', 'master', 'interview', 'staff'],
  /** The survey player: user group and interview group. */
  player: unionOf('user', 'interview'),
  documents: unionOf(
    'interview',
    'admin',
    'master',
    'mailing_operator',
    'watcher',
    'watcher_bloodblue',
    'watcher_webinar',
  ),
  userPages: ROLE_GROUPS.user,
  /**
   * Spec "User and social", plus admin: an admin must be able to change its own name and password.
   * The server lets every signed-in user save its own data (POST /api/auth/user/update).
   */
  settings: [...unionOf('user', 'social'), 'admin'],
  mailing: unionOf('user', 'master', 'mailing_operator'),
  rooms: unionOf(
    'user',
    'master',
    'watcher',
    'watcher_guest',
    'watcher_reaction',
    'watcher_bloodblue',
    'watcher_bloodblue_basic',
    'watcher_webinar',
  ),
  onlyGuest: ROLE_GROUPS.onlyGuest,
  /** The template apps (mail, to-do, contacts, notes, calendar): each signed-in user's own items. */
  templateApps: ROLES.filter((role) => role !== 'guest'),
  adminExample: ROLE_GROUPS.admin,
  staffExample: ROLE_GROUPS.staff,
} as const satisfies Record<string, readonly TRole[] | null>;

export type TArea = keyof typeof AREA_ACCESS;

/** Spec point 5: allowed if the route lists no roles or the user's role is listed. */
export function hasAccess(allowed: readonly TRole[] | null | undefined, role: TRole): boolean {
  if (allowed === null || allowed === undefined) return true;
  return allowed.includes(role);
}

export function isRole(value: unknown): value is TRole {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
