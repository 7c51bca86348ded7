import { ZDownloadLink } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const shareQuery = (share: string | null) => (share ? `?share=${encodeURIComponent(share)}` : '');

/**
 * POST /api/reports/:id/download-link, then opens the signed link: the browser downloads the file itself
 * (a plain link carries no Authorization header; the link's token is valid for minutes, for this report).
 */
export async function downloadReport(id: string, share: string | null): Promise<void> {
  const link = await apiRequest(`/api/reports/${encodeURIComponent(id)}/download-link${shareQuery(share)}`, {
    method: 'POST',
    schema: ZDownloadLink,
  });
  window.location.assign(link.url);
}

/** A refused download (expired share link, report gone) reaches the snackbar through the mutation cache. */
export function useDownloadReport(share: string | null) {
  return useMutation({ mutationFn: (id: string) => downloadReport(id, share) });
}
