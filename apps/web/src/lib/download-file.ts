import { ApiError } from './api-client';
import { getStoredToken } from './auth-token';

/**
 * Downloads a file the API serves to the signed-in user: fetched with the session's token (a plain link
 * would carry no Authorization header), then saved under the server's file name (when `useServerName`)
 * or `name`.
 */
export async function downloadWithSession(path: string, name: string, useServerName = true): Promise<void> {
  const token = getStoredToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;
    throw new ApiError(response.status, body, message);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = (useServerName && /filename="?([^";]+)"?/.exec(disposition)?.[1]) || name;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
