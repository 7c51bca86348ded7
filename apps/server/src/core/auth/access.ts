import type { TRole } from '@pesquisemais/shared';

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

export function isAllowed(access: TAccess, identity: TIdentity): boolean {
  if (access === 'anyone') return true;
  if (identity === INVITATION) return Array.isArray(access) && access.includes(INVITATION);
  if (access === 'public') return true;
  if (access === 'signed-in') return identity !== 'guest';
  return (access as readonly TIdentity[]).includes(identity);
}

/** A route's key in the route table: 'METHOD /full/path', params as `:name`, no trailing slash. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`;
}
