import {
  type TContact,
  type TContactFields,
  type TContactsUser,
  TEMPLATE_APP_MAX_ITEMS,
  type TUpdateContact,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

type TContactRow = { id: string; details: TContactFields };
const toContact = (row: TContactRow): TContact => ({ ...row.details, id: row.id });

export type TNewContact = {
  ownerId: string;
  details: TContactFields;
  starred?: boolean;
  frequent?: boolean;
  groupIds?: string[];
};

/** The address books; every method takes the owner, so one user never reads or changes another's. */
export function createContactsRepository(db: Queryable) {
  return {
    /** 'frequent' and 'starred' are lists of their own; any other id lists them all (spec point 7). */
    async list(ownerId: string, listId: string | undefined): Promise<TContact[]> {
      const where = listId === 'frequent' ? 'AND frequent' : listId === 'starred' ? 'AND starred' : '';
      const result = await db.query<TContactRow>(
        `SELECT id, details FROM contacts WHERE owner_id = $1 ${where}
         ORDER BY lower(details->>'name'), lower(details->>'lastName'), id LIMIT ${TEMPLATE_APP_MAX_ITEMS}`,
        [ownerId],
      );
      return result.rows.map(toContact);
    },

    async user(ownerId: string): Promise<TContactsUser> {
      const flags = await db.query<{ id: string; starred: boolean; frequent: boolean; group_ids: string[] }>(
        'SELECT id, starred, frequent, group_ids FROM contacts WHERE owner_id = $1 ORDER BY created_at, id',
        [ownerId],
      );
      const groups = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM contact_groups WHERE owner_id = $1 ORDER BY position, id',
        [ownerId],
      );
      return {
        id: ownerId,
        starred: flags.rows.filter((row) => row.starred).map((row) => row.id),
        frequentContacts: flags.rows.filter((row) => row.frequent).map((row) => row.id),
        groups: groups.rows.map((group) => ({
          ...group,
          contactIds: flags.rows.filter((row) => row.group_ids.includes(group.id)).map((row) => row.id),
        })),
      };
    },

    async insertMany(contacts: readonly TNewContact[]): Promise<TContact[]> {
      if (contacts.length === 0) return [];
      const result = await db.query<TContactRow>(
        `INSERT INTO contacts (owner_id, details, starred, frequent, group_ids)
         SELECT owner_id, details::jsonb, starred, frequent,
                CASE WHEN group_ids = '' THEN '{}'::text[] ELSE string_to_array(group_ids, ',') END
         FROM unnest($1::uuid[], $2::text[], $3::boolean[], $4::boolean[], $5::text[])
           AS t(owner_id, details, starred, frequent, group_ids)
         RETURNING id, details`,
        [
          contacts.map((contact) => contact.ownerId),
          contacts.map((contact) => JSON.stringify(contact.details)),
          contacts.map((contact) => contact.starred ?? false),
          contacts.map((contact) => contact.frequent ?? false),
          contacts.map((contact) => (contact.groupIds ?? []).join(',')),
        ],
      );
      return result.rows.map(toContact);
    },

    async update(ownerId: string, { id, ...details }: TUpdateContact): Promise<TContact | null> {
      const result = await db.query<TContactRow>(
        'UPDATE contacts SET details = $3::jsonb WHERE owner_id = $1 AND id = $2 RETURNING id, details',
        [ownerId, id, JSON.stringify(details)],
      );
      return result.rows[0] ? toContact(result.rows[0]) : null;
    },

    async remove(ownerId: string, ids: string[]): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        'DELETE FROM contacts WHERE owner_id = $1 AND id = ANY ($2::uuid[]) RETURNING id',
        [ownerId, ids],
      );
      return result.rows.map((row) => row.id);
    },

    /** `starred` true or false sets it; null flips each contact's star (spec point 4). */
    async setStarred(ownerId: string, ids: string[], starred: boolean | null): Promise<number> {
      const result = await db.query(
        'UPDATE contacts SET starred = coalesce($3::boolean, NOT starred) WHERE owner_id = $1 AND id = ANY ($2::uuid[])',
        [ownerId, ids, starred],
      );
      return result.rowCount;
    },

    async insertGroups(ownerId: string, groups: readonly { id: string; name: string }[]): Promise<void> {
      await db.query(
        `INSERT INTO contact_groups (owner_id, id, name, position)
         SELECT $1, id, name, n FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(id, name, n)`,
        [ownerId, groups.map((group) => group.id), groups.map((group) => group.name)],
      );
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM contacts LIMIT 1')).rowCount === 0;
    },
  };
}
