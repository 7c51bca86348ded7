import { ZDocSummary } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const DOCS_KEY = ['docs', 'list'] as const;

/** GET /api/doc-app/docs — the boards this user is a member of (deleted: those in the 30-day bin). */
export function useDocs(isDeleted: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...DOCS_KEY, isDeleted],
      queryFn: ({ signal }) =>
        apiRequest(`/api/doc-app/docs${isDeleted ? '?deleted=true' : ''}`, {
          schema: z.array(ZDocSummary),
          signal,
        }),
    }),
  );
}
