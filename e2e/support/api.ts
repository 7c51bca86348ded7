import { workerServer } from './server';

/** Calls the server's API directly (set-up steps of a browser test): GET without a body, POST with one. */
export async function api<T = Record<string, unknown>>(
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(new URL(path, workerServer().baseURL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
