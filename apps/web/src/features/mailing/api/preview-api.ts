import { ZRenderedMail } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TPreviewInput } from './templates-api';

/**
 * POST /api/mailing/preview — the e-mail exactly as the respondent gets it (CSS inlined by the server), with
 * the chosen respondent's data. A read, so a query keyed on its input; the previous rendering stays meanwhile.
 */
export function useMailPreview(input: TPreviewInput) {
  return useQuery(
    queryOptions({
      queryKey: ['mailing', 'preview', input],
      queryFn: ({ signal }) =>
        apiRequest('/api/mailing/preview', { method: 'POST', body: input, schema: ZRenderedMail, signal }),
      enabled: input.subject.trim() !== '',
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
