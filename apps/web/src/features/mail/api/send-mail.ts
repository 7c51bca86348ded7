import { type TSendMailBody, ZMail } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MAIL_KEY } from './get-mails';

/** POST /api/mail-app/send-mail — to other users of the product (or kept as a draft). */
export function useSendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendMailBody) =>
      apiRequest('/api/mail-app/send-mail', { method: 'POST', body, schema: ZMail }),
    onSuccess: () => client.invalidateQueries({ queryKey: MAIL_KEY }),
  });
}
