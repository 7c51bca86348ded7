import { type TDocNewBody, type TDocSettingsBody, ZDocSummary } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DOCS_KEY } from './get-docs';

const post = (path: string, body: unknown) =>
  apiRequest(`/api/doc-app/${path}`, { method: 'POST', body, schema: ZDocSummary });

/** A board-level change (doc/new, settings, delete, restore); the list reloads after it. */
function useDocMutation<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['docs'] }),
  });
}

/** POST /api/doc-app/doc/new */
export const useCreateDoc = () => useDocMutation((doc: TDocNewBody['doc']) => post('doc/new', { doc }));

/** POST /api/doc-app/doc/rename */
export const useRenameDoc = () =>
  useDocMutation(({ docId, docTitle }: { docId: string; docTitle: string }) =>
    apiRequest('/api/doc-app/doc/rename', { method: 'POST', body: { docId, docTitle } }),
  );

/** POST /api/doc-app/doc/settings/update */
export const useUpdateDocSettings = () =>
  useDocMutation((body: TDocSettingsBody) => post('doc/settings/update', body));

/** POST /api/doc-app/doc/delete — to the bin, restorable for 30 days. */
export const useDeleteDoc = () => useDocMutation((docId: string) => post('doc/delete', { docId }));

/** POST /api/doc-app/doc/restore */
export const useRestoreDoc = () => useDocMutation((docId: string) => post('doc/restore', { docId }));

export { DOCS_KEY };
