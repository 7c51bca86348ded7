import { ROLE_GROUPS, type TRole } from './roles';

/** Actions that are not a route of the web app; who may do each. */
export const POLICIES = {
  'users:list': ROLE_GROUPS.admin,
  'users:change-role': ROLE_GROUPS.admin,
} as const satisfies Record<string, readonly TRole[]>;

export type TAction = keyof typeof POLICIES;

export function can(user: { role: TRole } | null | undefined, action: TAction): boolean {
  if (!user) return false;
  return (POLICIES[action] as readonly TRole[]).includes(user.role);
}
