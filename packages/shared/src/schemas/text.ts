import { z } from 'zod';

export const TEXT_MESSAGES = {
  unstorable: 'O texto contém caracteres não permitidos (caractere nulo).',
} as const;

/** Marks an issue the API answers with 422 instead of 400 (the value is well-formed but cannot be kept). */
export const UNSTORABLE_ISSUE = { status: 422 } as const;

/**
 * PostgreSQL text and jsonb cannot store NUL (U+0000); every other character they can. Lone surrogates are
 * replaced by the driver when encoding UTF-8, so only NUL needs refusing.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}

/** A string that a text column can store: refuses NUL with a Portuguese message (the API answers 422). */
export function zText(message?: string) {
  return z.string(message).refine(isStorableText, {
    message: TEXT_MESSAGES.unstorable,
    params: UNSTORABLE_ISSUE,
  });
}
