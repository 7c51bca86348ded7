import {
  type TDeleteAccountBody,
  type TEmailChangeBody,
  ZEmailChangeConfirmResponse,
  ZMessageResponse,
} from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/download-file';

/** POST /api/account/email-change — mails a confirmation link to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: TEmailChangeBody) =>
      apiRequest('/api/account/email-change', { method: 'POST', body, schema: ZMessageResponse }),
  });
}

/** POST /api/account/email-change/confirm — the link's token; the e-mail changes now. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/account/email-change/confirm', {
        method: 'POST',
        body: { token },
        schema: ZEmailChangeConfirmResponse,
      }),
  });
}

/** GET /api/account/export — the LGPD download of all the user's data. */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: (format: 'json' | 'zip') =>
      downloadWithSession(`/api/account/export?format=${format}`, `meus-dados.${format}`),
  });
}

/** POST /api/account/delete — the current password and the word EXCLUIR. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: TDeleteAccountBody) =>
      apiRequest('/api/account/delete', { method: 'POST', body, schema: ZMessageResponse }),
  });
}
