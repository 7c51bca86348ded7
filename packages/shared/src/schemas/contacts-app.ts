import { z } from 'zod';
import { zItemId, zLine, zSelection } from './template-apps';
import { zText } from './text';

/** Contacts of the template suite (spec points 3 and 7): each user's own address book. */
export const CONTACTS_MESSAGES = { notFound: 'Contato não encontrado.' } as const;
export const CONTACT_LISTS = ['all', 'frequent', 'starred'] as const;

export const ZContact = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  nickname: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  birthday: z.string(),
  notes: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
export const ZContactList = z.array(ZContact);

/** What a user writes on a contact: a name is required; an e-mail, when given, must be valid. */
export const ZContactFields = z.object({
  name: zLine(100, 'Nome').min(1, 'Informe o nome'),
  lastName: zLine(100, 'Sobrenome').default(''),
  avatar: zLine(2000, 'Foto').default(''),
  nickname: zLine(100, 'Apelido').default(''),
  company: zLine(150, 'Empresa').default(''),
  jobTitle: zLine(150, 'Cargo').default(''),
  email: z.union([z.literal(''), z.email('Digite um e-mail válido').max(254)]).default(''),
  phone: zLine(40, 'Telefone').default(''),
  address: zLine(300, 'Endereço').default(''),
  birthday: z.union([z.literal(''), z.iso.date('Aniversário: data inválida')]).default(''),
  notes: zText().max(5000, 'Anotações: no máximo 5000 caracteres').default(''),
});
export type TContactFields = z.output<typeof ZContactFields>;
export type TContactInput = z.input<typeof ZContactFields>;

export const ZContactsUser = z.object({
  id: z.string(),
  starred: z.array(z.string()),
  frequentContacts: z.array(z.string()),
  groups: z.array(z.object({ id: z.string(), name: z.string(), contactIds: z.array(z.string()) })),
});
export type TContactsUser = z.infer<typeof ZContactsUser>;

/** GET /api/contacts-app/contacts?id=frequent|starred (anything else: all). */
export const ZContactsQuery = z.object({ id: zLine(40, 'Lista').optional() });

export const ZAddContactBody = z.object({ newContact: ZContactFields });
export const ZUpdateContactBody = z.object({ contact: ZContactFields.extend({ id: zItemId('contato') }) });
export type TUpdateContact = z.output<typeof ZUpdateContactBody>['contact'];
export const ZContactIdBody = z.object({ contactId: zItemId('contato') });
export const ZContactIdsBody = z.object({ contactIds: zSelection('contato') });
export const ZRemovedContacts = z.object({ contactIds: z.array(z.string()) });
