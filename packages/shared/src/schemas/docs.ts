import { z } from 'zod';
import { zText } from './text';

/** Boards (/apps/documents, /api/doc-app): limits, messages and the shapes of spec point 3's doc board. */
export const DOC_LIMITS = {
  nameMax: 120,
  descriptionMax: 50_000,
  commentMax: 5_000,
  listsMax: 200,
  cardsPerOrderMax: 20_000,
  tagsMax: 20,
  membersMax: 200,
  checklistsMax: 20,
  checkItemsMax: 100,
} as const;

/** A deleted board can be restored for this many days; after, it is purged with its files. */
export const DOC_RESTORE_DAYS = 30;

export const DOC_MESSAGES = {
  /** Spec point 8 gives this text in English. */
  notFound: 'Requested doc do not exist.',
  listNotFound: 'Lista não encontrada neste quadro.',
  cardNotFound: 'Cartão não encontrado neste quadro.',
  attachmentNotFound: 'Anexo não encontrado.',
  notMember: 'Você não é membro deste quadro.',
  readOnly: 'Seu papel permite ler e comentar neste quadro, mas não alterá-lo.',
  conflict:
    'Este cartão foi alterado por outra pessoa enquanto você editava. Recarregue o cartão e refaça a alteração.',
  coverNotImage: 'A capa precisa ser uma imagem anexada a este cartão.',
  restoreExpired: `O quadro foi excluído há mais de ${DOC_RESTORE_DAYS} dias e não pode mais ser restaurado.`,
  unknownMember: 'Só membros do quadro podem ser atribuídos a um cartão.',
  memberOutsideTeam: 'Só é possível adicionar ao quadro pessoas da equipe.',
} as const;

const name = zText().trim().min(1, 'Informe um nome').max(DOC_LIMITS.nameMax, 'Nome longo demais');
const id = z.uuid('Identificador inválido');
const shortText = zText().trim().max(60, 'Texto longo demais');

export const ZDocSettings = z.object({
  color: z.string().max(32, 'Cor inválida'),
  subscribed: z.boolean(),
  cardCoverImages: z.boolean(),
});
export type TDocSettings = z.infer<typeof ZDocSettings>;

export const ZDocLabel = z.object({ id: z.string().min(1).max(40), name: shortText, class: shortText });
export type TDocLabel = z.infer<typeof ZDocLabel>;

export const ZDocMember = z.object({ id: z.uuid(), name: z.string(), avatar: z.string() });
export type TDocMember = z.infer<typeof ZDocMember>;

export const ZDocChecklist = z.object({
  id: z.string().min(1).max(40),
  name: shortText,
  checkItems: z
    .array(z.object({ id: z.string().min(1).max(40), name: zText().max(500), checked: z.boolean() }))
    .max(DOC_LIMITS.checkItemsMax),
});
export type TDocChecklist = z.infer<typeof ZDocChecklist>;

export const ZDocAttachment = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 'image' when it can be previewed (and be a cover), 'file' otherwise. */
  type: z.enum(['image', 'file']),
  contentType: z.string(),
  size: z.number(),
  /** Download path (an authorized GET); `src` is the inline preview of an image. */
  url: z.string(),
  src: z.string().nullable(),
  time: z.string(),
});
export type TDocAttachment = z.infer<typeof ZDocAttachment>;

export const ZDocActivity = z.object({
  id: z.uuid(),
  type: z.enum(['comment', 'attachment']),
  idMember: z.uuid().nullable(),
  message: z.string(),
  time: z.string(),
});
export type TDocActivity = z.infer<typeof ZDocActivity>;

export const ZDocCard = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Rich text (HTML), sanitized by the server. */
  description: z.string(),
  idAttachmentCover: z.uuid().nullable(),
  idMembers: z.array(z.uuid()),
  idLabels: z.array(z.string()),
  attachments: z.array(ZDocAttachment),
  checklists: z.array(ZDocChecklist),
  activities: z.array(ZDocActivity),
  due: z.string().nullable(),
  /** Sent back with an edit: an edit on an older revision is refused (409). */
  revision: z.number().int(),
  /** Whether the user asking follows this card (card/subscribe): others' comments and files reach them. */
  subscribed: z.boolean(),
});
export type TDocCard = z.infer<typeof ZDocCard>;

export const ZDocList = z.object({ id: z.uuid(), name: z.string(), idCards: z.array(z.uuid()) });
export type TDocList = z.infer<typeof ZDocList>;

export const ZDocSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  uri: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  settings: ZDocSettings,
  cardCount: z.number(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** The questionnaire (study) this board belongs to, shown on /apps/surveys. */
  surveyId: z.uuid().nullable(),
  /** Whether this user may change the board (an editor role and a member); watchers read and comment. */
  canEdit: z.boolean(),
});
export type TDocSummary = z.infer<typeof ZDocSummary>;

export const ZDoc = ZDocSummary.omit({ cardCount: true }).extend({
  url: z.string(),
  lists: z.array(ZDocList),
  cards: z.array(ZDocCard),
  members: z.array(ZDocMember),
  labels: z.array(ZDocLabel),
});
export type TDoc = z.infer<typeof ZDoc>;

const tagList = z.array(shortText.min(1)).max(DOC_LIMITS.tagsMax, 'Itens demais');

// Calls of spec point 7 (/api/doc-app), with those names and payloads.
export const ZDocsQuery = z.object({ deleted: z.enum(['true', 'false']).optional() });
export const ZDocQuery = z.object({ docId: id });
export const ZDocNewBody = z.object({
  doc: z.object({
    name,
    tags: tagList.optional(),
    categories: tagList.optional(),
    settings: ZDocSettings.partial().optional(),
    surveyId: z.uuid('Questionário inválido').nullable().optional(),
  }),
});
export type TDocNewBody = z.infer<typeof ZDocNewBody>;
export const ZDocRenameBody = z.object({ docId: id, docTitle: name });
export const ZDocSettingsBody = z.object({
  docId: id,
  /** Beyond spec's color/subscribed/cardCoverImages: the board's labels, tags and categories. */
  settings: ZDocSettings.partial().extend({
    labels: z.array(ZDocLabel).max(50).optional(),
    tags: tagList.optional(),
    categories: tagList.optional(),
    /** The study the board belongs to (null: none). */
    surveyId: z.uuid('Questionário inválido').nullable().optional(),
  }),
});
export type TDocSettingsBody = z.infer<typeof ZDocSettingsBody>;
export const ZDocIdBody = z.object({ docId: id });
export const ZDocMembersBody = z.object({ docId: id, memberIds: z.array(id).max(DOC_LIMITS.membersMax) });
export const ZCardNewBody = z.object({ docId: id, listId: id, data: z.object({ name }) });
export const ZCardUpdateBody = z.object({
  docId: id,
  card: z.object({
    id,
    revision: z.number().int().min(1),
    name: name.optional(),
    description: zText().max(DOC_LIMITS.descriptionMax, 'Descrição longa demais').optional(),
    idMembers: z.array(id).max(DOC_LIMITS.membersMax).optional(),
    idLabels: z.array(z.string().max(40)).max(50).optional(),
    checklists: z.array(ZDocChecklist).max(DOC_LIMITS.checklistsMax).optional(),
    due: z.iso.datetime({ offset: true, error: 'Data inválida' }).nullable().optional(),
    idAttachmentCover: id.nullable().optional(),
  }),
});
export type TCardUpdate = z.infer<typeof ZCardUpdateBody>['card'];
export const ZCardRemoveBody = z.object({ docId: id, cardId: id });
export const ZCardCommentBody = z.object({
  docId: id,
  cardId: id,
  message: zText()
    .trim()
    .min(1, 'Escreva um comentário')
    .max(DOC_LIMITS.commentMax, 'Comentário longo demais'),
});
export const ZCardSubscribeBody = z.object({ docId: id, cardId: id, subscribed: z.boolean() });
export const ZDocOrderBody = z.object({
  docId: id,
  lists: z
    .array(z.object({ id, idCards: z.array(id).max(DOC_LIMITS.cardsPerOrderMax) }))
    .max(DOC_LIMITS.listsMax),
});
export type TDocOrderBody = z.infer<typeof ZDocOrderBody>;
export const ZListNewBody = z.object({ docId: id, data: z.object({ name }) });
export const ZListRenameBody = z.object({ docId: id, listId: id, listTitle: name });
export const ZListRemoveBody = z.object({ docId: id, listId: id });
export const ZAttachmentUploadQuery = z.object({
  docId: id,
  cardId: id,
  name: zText().trim().min(1).max(255, 'Nome de arquivo longo demais'),
});
export const ZAttachmentQuery = z.object({
  docId: id,
  attachmentId: id,
  preview: z.enum(['true', 'false']).optional(),
});
export const ZAttachmentRemoveBody = z.object({ docId: id, cardId: id, attachmentId: id });

/** Room of one board's live changes, and what is pushed to it. */
export const DOC_WATCH_ACTION = 'server/doc:watch';
export const ZDocWatchData = z.object({ docId: id });
export type TDocChangedEvent = {
  docId: string;
  byUserId: string;
  /** New order of these lists (moves); the client replaces them. */
  lists?: TDocList[];
  /** A card created or changed (edit, comment, attachment). */
  card?: TDocCard;
  removedCardId?: string;
  /** Lists, settings or members changed: the client reloads the board. */
  reload?: boolean;
};

/** To room `user:<id>` of each member following the card (card/subscribe): someone else's comment or file. */
export type TDocFollowedActivityEvent = {
  docId: string;
  docName: string;
  cardId: string;
  cardName: string;
  type: 'comment' | 'attachment';
  byName: string;
  /** The comment, or the file's name. */
  message: string;
};

/** What a follower is told, in pt-BR: 'Ana comentou em “Questionário v1” (Estudo X)'. */
export function followedActivityText(event: TDocFollowedActivityEvent): string {
  const verb = event.type === 'comment' ? 'comentou em' : `anexou ${event.message} a`;
  return `${event.byName} ${verb} “${event.cardName}” (${event.docName})`;
}
