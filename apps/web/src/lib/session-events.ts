/** Lets non-React code (the api client) end the session held by the auth provider. */
type TAutoLogoutListener = (reason: string) => void;

const listeners = new Set<TAutoLogoutListener>();

export function onAutoLogout(listener: TAutoLogoutListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAutoLogout(reason: string): void {
  for (const listener of listeners) listener(reason);
}
