import { FILE_MESSAGES, type TUploadedFile, ZApiError, ZUploadedFile } from '@pesquisemais/shared';
import { ApiError } from '@/lib/api-client';
import { getStoredToken } from '@/lib/auth-token';

const authHeaders = (): Record<string, string> => {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ZApiError.safeParse(body);
  return new ApiError(
    response.status,
    body,
    parsed.success ? parsed.data.error.message : FILE_MESSAGES.uploadFailed,
  );
}

/** POST /api/survey-player/responses/:id/files — the raw bytes (no base64, no multipart). */
export async function uploadResponseFile(
  responseId: string,
  question: string,
  file: File,
): Promise<TUploadedFile> {
  const query = new URLSearchParams({ question, name: file.name });
  let response: Response;
  try {
    response = await fetch(`/api/survey-player/responses/${encodeURIComponent(responseId)}/files?${query}`, {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, null, FILE_MESSAGES.uploadFailed);
  }
  if (!response.ok) throw await failure(response);
  return ZUploadedFile.parse(await response.json());
}

/** GET the file a reference points at (the player's own files only). */
export async function downloadResponseFile(content: string): Promise<Blob> {
  const response = await fetch(content, { headers: authHeaders() });
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** DELETE a file the respondent removed from their answer. */
export async function clearResponseFile(content: string): Promise<void> {
  const response = await fetch(content, { method: 'DELETE', headers: authHeaders() });
  if (!response.ok && response.status !== 404) throw await failure(response);
}
