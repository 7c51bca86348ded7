import { MAX_PAGE_SIZE, ZFaqList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/faq: the questions stored on the server (first page of up to 100). */
export function getFaq(signal?: AbortSignal) {
  return apiRequest(`/api/faq?page=1&pageSize=${MAX_PAGE_SIZE}`, { schema: ZFaqList, signal });
}

export const faqQueryOptions = () =>
  queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => getFaq(signal) });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
