import { type TMailsQuery, ZMailList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const MAIL_KEY = ['mail-app'] as const;

/** GET /api/mail-app/mails — a folder, filter or label of the signed-in user's mailbox. */
export function mailsQuery(query: TMailsQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return queryOptions({
    queryKey: [...MAIL_KEY, 'mails', query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/mail-app/mails?${search.toString()}`, { schema: ZMailList, signal }),
  });
}

export function useMails(query: TMailsQuery) {
  return useQuery(mailsQuery(query));
}
