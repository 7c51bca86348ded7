import { ZContactList, ZContactsUser } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const CONTACTS_KEY = ['contacts-app'] as const;

/** GET /api/contacts-app/contacts?id= — all, frequent or starred contacts of the user. */
export function useContacts(listId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...CONTACTS_KEY, 'contacts', listId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/contacts-app/contacts?id=${encodeURIComponent(listId)}`, {
          schema: ZContactList,
          signal,
        }),
    }),
  );
}

/** GET /api/contacts-app/user — starred, frequent and groups. */
export function useContactsUser() {
  return useQuery(
    queryOptions({
      queryKey: [...CONTACTS_KEY, 'user'],
      queryFn: ({ signal }) => apiRequest('/api/contacts-app/user', { schema: ZContactsUser, signal }),
    }),
  );
}
