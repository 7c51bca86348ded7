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
  attachmentNotFound: 'Anexo não encontrado.',
  /** An attachment id that is not one of the sender's own uploads not yet sent. */
  attachmentNotYours: 'Anexo inválido: envie o arquivo de novo.',
  tooManyAttachments: (max: number) => `No máximo ${max} anexos por e-mail`,
} as const;

/** Limits of a composed mail; each attachment up to 10 MB (below FILES_MAX_MB), ten of them. */
export const MAIL_LIMITS = {
  subject: 200,
  messageChars: 100_000,
  recipients: 20,
  attachments: 10,
  attachmentBytes: 10 * 1024 * 1024,
} as const;

/** A file attached to a mail; `url` downloads it (the mail's participants only), `preview` shows an image. */
export const ZMailAttachment = z.object({
  id: z.string(),
  type: z.string(),
  fileName: z.string(),
  preview: z.string(),
  url: z.string(),
  size: z.string(),
});
export type TMailAttachment = z.infer<typeof ZMailAttachment>;

/** POST attachment?name=…: the raw bytes (application/octet-stream); answers the upload to send with a mail. */
export const ZMailAttachmentUploadQuery = z.object({
  name: z.string().trim().min(1, 'Informe o nome do arquivo').max(255, 'Nome do arquivo muito longo'),
});
export const ZMailUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  type: z.string(),
  size: z.string(),
});
export type TMailUpload = z.infer<typeof ZMailUpload>;

/** GET attachment: a file of one of the reader's own mails. */
export const ZMailAttachmentQuery = z.object({
  mailId: z.uuid('E-mail inválido'),
  attachmentId: z.uuid('Anexo inválido'),
  preview: z.enum(['true', 'false']).optional(),
});

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
  attachments: z.array(ZMailAttachment),
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
  /** Uploads of the sender (POST attachment) to attach. */
  attachmentIds: z
    .array(z.uuid('Anexo inválido'))
    .max(MAIL_LIMITS.attachments, MAIL_MESSAGES.tooManyAttachments(MAIL_LIMITS.attachments))
    .default([]),
});
export type TSendMailBody = z.input<typeof ZSendMailBody>;
