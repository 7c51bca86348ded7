import { ZContactsUser } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CONTACTS_KEY } from './get-contacts';

/** POST remove-contact(s), toggle-starred-contact and set-contacts-(un)starred. */
export function useContactActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: CONTACTS_KEY });
  const post = (path: string, body: object) =>
    apiRequest(`/api/contacts-app/${path}`, { method: 'POST', body });
  const removeOne = useMutation({
    mutationFn: (contactId: string) => post('remove-contact', { contactId }),
    onSuccess,
  });
  const removeMany = useMutation({
    mutationFn: (contactIds: string[]) => post('remove-contacts', { contactIds }),
    onSuccess,
  });
  const toggleStar = useMutation({
    mutationFn: (contactId: string) =>
      apiRequest('/api/contacts-app/toggle-starred-contact', {
        method: 'POST',
        body: { contactId },
        schema: ZContactsUser,
      }),
    onSuccess,
  });
  const setStarred = useMutation({
    mutationFn: ({ contactIds, starred }: { contactIds: string[]; starred: boolean }) =>
      post(starred ? 'set-contacts-starred' : 'set-contacts-unstarred', { contactIds }),
    onSuccess,
  });
  return { removeOne, removeMany, toggleStar, setStarred };
}
