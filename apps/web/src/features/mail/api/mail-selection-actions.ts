import { type TMailFolderHandle, ZMailDeleteResult, ZMailList } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MAIL_KEY } from './get-mails';

/** POST set-folder, toggle-label and delete-mails — the actions on a selection of mails. */
export function useMailSelectionActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: MAIL_KEY });
  const setFolder = useMutation({
    mutationFn: (body: { selectedMailIds: string[]; folderId: TMailFolderHandle }) =>
      apiRequest('/api/mail-app/set-folder', { method: 'POST', body, schema: ZMailList }),
    onSuccess,
  });
  const toggleLabel = useMutation({
    mutationFn: (body: { selectedMailIds: string[]; labelId: string }) =>
      apiRequest('/api/mail-app/toggle-label', { method: 'POST', body, schema: ZMailList }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (body: { selectedMailIds: string[] }) =>
      apiRequest('/api/mail-app/delete-mails', { method: 'POST', body, schema: ZMailDeleteResult }),
    onSuccess,
  });
  return { setFolder, toggleLabel, remove };
}
