import { z } from 'zod';
import { zItemId, zLine, zSelection } from './template-apps';
import { zText } from './text';

/** Internal mailbox of the template suite (spec points 3 and 7): mails between users of the product. */
export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type TMailFolderHandle = (typeof MAIL_FOLDERS)[number];
export const MAIL_FILTERS = ['starred', 'important'] as const;
export const MAIL_LABELS = ['note', 'paypal', 'invoice', 'amazon'] as const;

export const MAIL_MESSAGES = {
  notFound: 'E-mail não encontrado.',
  unknownRecipient: (email: string) => `Destinatário não encontrado: ${email}`,
  noRecipient: 'Informe ao menos um destinatário',
} as const;

/** Limits of a composed mail. */
export const MAIL_LIMITS = { subject: 200, messageChars: 100_000, recipients: 20 } as const;

export const ZMailPerson = z.object({ name: z.string(), avatar: z.string(), email: z.string() });
export type TMailPerson = z.infer<typeof ZMailPerson>;

export const ZMail = z.object({
  id: z.string(),
  from: ZMailPerson,
  to: z.array(ZMailPerson),
  subject: z.string(),
  message: z.string(),
  time: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(
    z.object({
      type: z.string(),
      fileName: z.string(),
      preview: z.string(),
      url: z.string(),
      size: z.string(),
    }),
  ),
  labels: z.array(z.string()),
  folder: z.enum(MAIL_FOLDERS),
});
export type TMail = z.infer<typeof ZMail>;
export const ZMailList = z.array(ZMail);

export const ZMailFolder = z.enum(MAIL_FOLDERS, 'Pasta inválida');
export const ZMailLabel = z.enum(MAIL_LABELS, 'Etiqueta inválida');

/** GET /api/mail-app/mails: one of labelHandle, filterHandle or folderHandle; inbox by default. */
export const ZMailsQuery = z.object({
  labelHandle: ZMailLabel.optional(),
  filterHandle: z.enum(MAIL_FILTERS, 'Filtro inválido').optional(),
  folderHandle: ZMailFolder.optional(),
});
export type TMailsQuery = z.infer<typeof ZMailsQuery>;

export const ZMailQuery = z.object({ mailId: zItemId('e-mail') });

/** POST update-mail: the mail with the flags the reader changes (other fields are the sender's). */
export const ZUpdateMailBody = z.object({
  id: zItemId('e-mail'),
  read: z.boolean().optional(),
  starred: z.boolean().optional(),
  important: z.boolean().optional(),
  labels: z.array(ZMailLabel).max(MAIL_LABELS.length).optional(),
  folder: ZMailFolder.optional(),
});
export type TUpdateMailBody = z.infer<typeof ZUpdateMailBody>;

export const ZMailSetFolderBody = z.object({ selectedMailIds: zSelection('e-mail'), folderId: ZMailFolder });
export const ZMailToggleLabelBody = z.object({ selectedMailIds: zSelection('e-mail'), labelId: ZMailLabel });
export const ZMailDeleteBody = z.object({ selectedMailIds: zSelection('e-mail') });

export const ZMailDeleteResult = z.object({
  movedToTrash: z.array(z.string()),
  deleted: z.array(z.string()),
});
export type TMailDeleteResult = z.infer<typeof ZMailDeleteResult>;

/** POST send-mail: to users of the product by e-mail; `draft` keeps it in the sender's drafts unsent. */
export const ZSendMailBody = z.object({
  to: z
    .array(z.email('Digite um e-mail válido'))
    .max(MAIL_LIMITS.recipients, `No máximo ${MAIL_LIMITS.recipients} destinatários`),
  subject: zLine(MAIL_LIMITS.subject, 'Assunto'),
  message: zText().max(MAIL_LIMITS.messageChars, 'Mensagem muito longa'),
  draft: z.boolean().default(false),
});
export type TSendMailBody = z.input<typeof ZSendMailBody>;
