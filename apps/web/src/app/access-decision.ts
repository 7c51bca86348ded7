import { hasAccess, type TRole } from '@pesquisemais/shared';
import { asRouteHandle } from '@/lib/route-handle';

/** Spec: '/', which only redirects to /home; going straight there avoids a second redirect. */
export const SIGNED_IN_FALLBACK = '/home';

export type TAccessDecision =
  | { kind: 'allow' }
  | { kind: 'login'; remember: string }
  | { kind: 'redirect'; to: string };

/** The roles of the deepest matched route that declares `auth`; `null` when none does. */
export function findRouteAuth(handles: readonly unknown[]): readonly TRole[] | null {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = asRouteHandle(handles[index]);
    if (handle.auth !== undefined) return handle.auth;
  }
  return null;
}

type TDecideAccessInput = {
  auth: readonly TRole[] | null;
  role: TRole;
  /** Path, query and hash of the address being opened. */
  location: string;
  remembered: string | null;
};

/**
 * Spec points 4-5: a guest on a protected route goes to /login, the address remembered;
 * a signed-in user without access (guest-only routes included) goes to the remembered address or '/'
 * (that is, /home).
 */
export function decideAccess({ auth, role, location, remembered }: TDecideAccessInput): TAccessDecision {
  if (hasAccess(auth, role)) return { kind: 'allow' };
  if (role === 'guest') return { kind: 'login', remember: location };
  const to = remembered && remembered !== location ? remembered : SIGNED_IN_FALLBACK;
  return { kind: 'redirect', to };
}
