import { type TUpdateMailBody, ZMail } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MAIL_KEY } from './get-mails';

/** POST /api/mail-app/update-mail — read, star, important, labels or folder of one mail. */
export function useUpdateMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMailBody) =>
      apiRequest('/api/mail-app/update-mail', { method: 'POST', body, schema: ZMail }),
    onSuccess: () => client.invalidateQueries({ queryKey: MAIL_KEY }),
  });
}
