import { ZAppFolder, ZAppLabel } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { MAIL_KEY } from './get-mails';

/** GET /api/mail-app/folders, /filters and /labels — the mailbox side menu. */
export function useMailMenus() {
  const folders = useQuery(
    queryOptions({
      queryKey: [...MAIL_KEY, 'folders'],
      queryFn: ({ signal }) => apiRequest('/api/mail-app/folders', { schema: z.array(ZAppFolder), signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const filters = useQuery(
    queryOptions({
      queryKey: [...MAIL_KEY, 'filters'],
      queryFn: ({ signal }) => apiRequest('/api/mail-app/filters', { schema: z.array(ZAppFolder), signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const labels = useQuery(
    queryOptions({
      queryKey: [...MAIL_KEY, 'labels'],
      queryFn: ({ signal }) => apiRequest('/api/mail-app/labels', { schema: z.array(ZAppLabel), signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  return { folders: folders.data ?? [], filters: filters.data ?? [], labels: labels.data ?? [] };
}
