import {
  TEMPLATE_APP_MAX_ITEMS,
  type TMail,
  type TMailAttachment,
  type TMailFolderHandle,
  type TMailPerson,
  type TMailsQuery,
  type TUpdateMailBody,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { toggledInArray } from '../../lib/sql';

type TMailRow = {
  id: string;
  folder: TMailFolderHandle;
  sender: TMailPerson;
  recipients: TMailPerson[];
  subject: string;
  message: string;
  is_read: boolean;
  starred: boolean;
  important: boolean;
  labels: string[];
  sent_at: Date | string;
  attachments: TAttachmentRow[];
};

type TAttachmentRow = { id: string; fileName: string; type: string; size: number | string };

export type TNewMail = {
  ownerId: string;
  folder: TMailFolderHandle;
  from: TMailPerson;
  to: TMailPerson[];
  subject: string;
  message: string;
  read?: boolean;
  starred?: boolean;
  important?: boolean;
  labels?: string[];
  time?: string;
};

/** The mail's files, in their order, as one JSON column (so every read and RETURNING carries them). */
const ATTACHMENTS = `(SELECT coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name,
    'type', a.content_type, 'size', a.size_bytes) ORDER BY ma.position), '[]'::json)
  FROM mail_message_attachments ma JOIN mail_attachments a ON a.id = ma.attachment_id
  WHERE ma.mail_id = mail_messages.id) AS attachments`;
const COLUMNS = `id, folder, sender, recipients, subject, message, is_read, starred, important, labels, sent_at,
  ${ATTACHMENTS}`;

/** '820 KB', '1,4 MB': the size as the mail shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

const PREVIEWABLE = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

function toAttachment(mailId: string, row: TAttachmentRow): TMailAttachment {
  const url = `/api/mail-app/attachment?mailId=${mailId}&attachmentId=${row.id}`;
  return {
    id: row.id,
    type: row.type,
    fileName: row.fileName,
    preview: PREVIEWABLE.includes(row.type) ? `${url}&preview=true` : '',
    url,
    size: formatFileSize(Number(row.size)),
  };
}

function toMail(row: TMailRow): TMail {
  return {
    id: row.id,
    from: row.sender,
    to: row.recipients,
    subject: row.subject,
    message: row.message,
    time: new Date(row.sent_at).toISOString(),
    read: row.is_read,
    starred: row.starred,
    important: row.important,
    hasAttachments: row.attachments.length > 0,
    attachments: row.attachments.map((attachment) => toAttachment(row.id, attachment)),
    labels: row.labels,
    folder: row.folder,
  };
}

/** The mailbox rows; every method takes the owner, so one user never reads or changes another's mails. */
export function createMailRepository(db: Queryable) {
  return {
    /** A label, a filter or a folder (inbox by default); the filters and labels leave trash and spam out. */
    async list(ownerId: string, query: TMailsQuery): Promise<TMail[]> {
      let where = 'folder = $2';
      let value: string = query.folderHandle ?? 'inbox';
      if (query.labelHandle) {
        where = "$2 = ANY (labels) AND folder NOT IN ('trash', 'spam')";
        value = query.labelHandle;
      } else if (query.filterHandle) {
        where =
          "(CASE WHEN $2 = 'starred' THEN starred ELSE important END) AND folder NOT IN ('trash', 'spam')";
        value = query.filterHandle;
      }
      const result = await db.query<TMailRow>(
        `SELECT ${COLUMNS} FROM mail_messages WHERE owner_id = $1 AND ${where}
         ORDER BY sent_at DESC, id LIMIT ${TEMPLATE_APP_MAX_ITEMS}`,
        [ownerId, value],
      );
      return result.rows.map(toMail);
    },

    async find(ownerId: string, id: string): Promise<TMail | null> {
      const result = await db.query<TMailRow>(
        `SELECT ${COLUMNS} FROM mail_messages WHERE owner_id = $1 AND id = $2`,
        [ownerId, id],
      );
      return result.rows[0] ? toMail(result.rows[0]) : null;
    },

    async update(ownerId: string, change: TUpdateMailBody): Promise<TMail | null> {
      const result = await db.query<TMailRow>(
        `UPDATE mail_messages SET
           is_read = coalesce($3, is_read), starred = coalesce($4, starred),
           important = coalesce($5, important), labels = coalesce($6::text[], labels),
           folder = coalesce($7, folder)
         WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          ownerId,
          change.id,
          change.read ?? null,
          change.starred ?? null,
          change.important ?? null,
          change.labels ? [...new Set(change.labels)] : null,
          change.folder ?? null,
        ],
      );
      return result.rows[0] ? toMail(result.rows[0]) : null;
    },

    async setFolder(ownerId: string, ids: string[], folder: TMailFolderHandle): Promise<TMail[]> {
      const result = await db.query<TMailRow>(
        `UPDATE mail_messages SET folder = $3 WHERE owner_id = $1 AND id = ANY ($2::uuid[])
         RETURNING ${COLUMNS}`,
        [ownerId, ids, folder],
      );
      return result.rows.map(toMail);
    },

    /** Spec point 4: on each selected mail the label is added if absent, removed if present. */
    async toggleLabel(ownerId: string, ids: string[], label: string): Promise<TMail[]> {
      const result = await db.query<TMailRow>(
        `UPDATE mail_messages SET labels = ${toggledInArray('labels', '$3')}
         WHERE owner_id = $1 AND id = ANY ($2::uuid[]) RETURNING ${COLUMNS}`,
        [ownerId, ids, label],
      );
      return result.rows.map(toMail);
    },

    /** Mails already in the trash go for good; the others move to the trash. */
    async remove(ownerId: string, ids: string[]): Promise<{ movedToTrash: string[]; deleted: string[] }> {
      const deleted = await db.query<{ id: string }>(
        `DELETE FROM mail_messages WHERE owner_id = $1 AND id = ANY ($2::uuid[]) AND folder = 'trash'
         RETURNING id`,
        [ownerId, ids],
      );
      const moved = await db.query<{ id: string }>(
        `UPDATE mail_messages SET folder = 'trash' WHERE owner_id = $1 AND id = ANY ($2::uuid[])
         RETURNING id`,
        [ownerId, ids],
      );
      return { movedToTrash: moved.rows.map((row) => row.id), deleted: deleted.rows.map((row) => row.id) };
    },

    async insertMany(mails: readonly TNewMail[]): Promise<TMail[]> {
      if (mails.length === 0) return [];
      const result = await db.query<TMailRow>(
        `INSERT INTO mail_messages
           (owner_id, folder, sender, recipients, subject, message, is_read, starred, important, labels, sent_at)
         SELECT owner_id, folder, sender::jsonb, recipients::jsonb, subject, message, is_read, starred,
                important, CASE WHEN labels = '' THEN '{}'::text[] ELSE string_to_array(labels, ',') END, sent_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[],
                     $8::boolean[], $9::boolean[], $10::text[], $11::timestamptz[])
           AS t(owner_id, folder, sender, recipients, subject, message, is_read, starred, important, labels, sent_at)
         RETURNING ${COLUMNS}`,
        [
          mails.map((mail) => mail.ownerId),
          mails.map((mail) => mail.folder),
          mails.map((mail) => JSON.stringify(mail.from)),
          mails.map((mail) => JSON.stringify(mail.to)),
          mails.map((mail) => mail.subject),
          mails.map((mail) => mail.message),
          mails.map((mail) => mail.read ?? false),
          mails.map((mail) => mail.starred ?? false),
          mails.map((mail) => mail.important ?? false),
          mails.map((mail) => (mail.labels ?? []).join(',')),
          mails.map((mail) => mail.time ?? new Date().toISOString()),
        ],
      );
      return result.rows.map(toMail);
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM mail_messages LIMIT 1')).rowCount === 0;
    },
  };
}
