import { type TSessionUser, ZSessionUser } from '@pesquisemais/shared';
import { decodeTokenPayload } from '@/lib/auth-token';

const KEY = 'pm_session_user';

/** The signed-in user as the server last confirmed it: a reload with no connection opens the app with it. */
export function rememberUser(user: TSessionUser): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage full or refused: the app still works online.
  }
}

export function forgetUser(): void {
  localStorage.removeItem(KEY);
}

/** The remembered user, only if it is the owner of this (still valid) token. */
export function rememberedUserFor(token: string): TSessionUser | null {
  try {
    const parsed = ZSessionUser.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    if (!parsed.success) return null;
    const sub = decodeTokenPayload(token)?.sub;
    return sub === parsed.data.uuid ? parsed.data : null;
  } catch {
    return null;
  }
}
