import { ZMail } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MAIL_KEY } from './get-mails';

/** GET /api/mail-app/mail?mailId= — one mail of the user's mailbox. */
export function useMail(mailId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...MAIL_KEY, 'mail', mailId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/mail-app/mail?mailId=${encodeURIComponent(mailId ?? '')}`, {
          schema: ZMail,
          signal,
        }),
      enabled: Boolean(mailId),
    }),
  );
}
