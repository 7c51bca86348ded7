import { type TContactInput, ZContact } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CONTACTS_KEY } from './get-contacts';

/** POST add-contact (newContact) or update-contact (contact with its id). */
export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: TContactInput & { id?: string }) =>
      contact.id
        ? apiRequest('/api/contacts-app/update-contact', {
            method: 'POST',
            body: { contact },
            schema: ZContact,
          })
        : apiRequest('/api/contacts-app/add-contact', {
            method: 'POST',
            body: { newContact: contact },
            schema: ZContact,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
