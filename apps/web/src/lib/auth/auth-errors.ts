import { ZAuthError } from '@pesquisemais/shared';
import { ApiError } from '@/lib/api-client';

export type TAuthField = 'email' | 'password' | 'displayName';
export type TAuthFieldErrors = Partial<Record<TAuthField, string>>;

/** The per-field messages of an auth failure (`{ error: { email?, password?, displayName? } }`). */
export function getAuthFieldErrors(error: unknown): TAuthFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const parsed = ZAuthError.safeParse(error.body);
  if (!parsed.success) return {};
  const result: TAuthFieldErrors = {};
  for (const field of ['email', 'password', 'displayName'] as const) {
    const message = parsed.data.error[field];
    if (message) result[field] = message;
  }
  return result;
}
