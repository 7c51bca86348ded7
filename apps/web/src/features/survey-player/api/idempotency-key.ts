const KEY_PREFIX = 'pm_complete_key_';

/** One key per response, kept across retries and reloads, so a retried submit is recognised. */
export function getCompletionKey(responseId: string): string {
  const storageKey = `${KEY_PREFIX}${responseId}`;
  const existing = localStorage.getItem(storageKey);
  if (existing) return existing;
  const key = crypto.randomUUID();
  localStorage.setItem(storageKey, key);
  return key;
}

export function forgetCompletionKey(responseId: string): void {
  localStorage.removeItem(`${KEY_PREFIX}${responseId}`);
}
