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
 * The four audiences of the product (issue 32). The spec's role groups come from an admin template and would
 * let one audience see another's data; whatever a group lists, a role reaches only what its audience may:
 * - team: the research company's people, who run studies, the panel and the mailer;
 * - client: the companies that pay for studies, who see only the studies granted to them (board membership);
 * - respondent: panel members and self-registered accounts, who see only their own invitations and answers;
 * - public: not signed in.
 */
export const AUDIENCES = {
  team: ['admin', 'master', 'staff', 'interview', 'mailing_operator'],
  client: [
    'watcher',
    'watcher_reaction',
    'watcher_guest',
    'watcher_bloodblue',
    'watcher_bloodblue_basic',
    'watcher_webinar',
  ],
  respondent: ['user', 'social'],
  public: ['guest'],
} as const satisfies Record<string, readonly TRole[]>;

export type TAudience = keyof typeof AUDIENCES;

export function audienceOf(role: TRole): TAudience {
  const found = (Object.keys(AUDIENCES) as TAudience[]).find((audience) =>
    (AUDIENCES[audience] as readonly TRole[]).includes(role),
  );
  if (!found) throw new Error(`Papel sem público: ${role}`);
  return found;
}

/** The roles of a list that belong to the given audiences (a role group narrowed by the audience rule). */
export function within(roles: readonly TRole[], ...audiences: TAudience[]): readonly TRole[] {
  const allowed = new Set<TRole>(audiences.flatMap((audience) => AUDIENCES[audience]));
  return roles.filter((role) => allowed.has(role));
}

/** Every role of the given audiences, in ROLES order. */
export function rolesOf(...audiences: TAudience[]): readonly TRole[] {
  return within(ROLES, ...audiences);
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
  /** Spec point 6's Documents group, narrowed to the team and its clients (respondents never see boards). */
  documents: within(
    unionOf(
      'interview',
      'admin',
      'master',
      'mailing_operator',
      'watcher',
      'watcher_bloodblue',
      'watcher_webinar',
    ),
    'team',
    'client',
  ),
  userPages: ROLE_GROUPS.user,
  /**
   * Spec "User and social", plus admin: an admin must be able to change its own name and password.
   * The server lets every signed-in user save its own data (POST /api/auth/user/update).
   */
  settings: [...unionOf('user', 'social'), 'admin'],
  /** Spec point 6's Mailing group, narrowed to the team: the panel and the mailer are internal only. */
  mailing: within(unionOf('user', 'master', 'mailing_operator'), 'team'),
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
