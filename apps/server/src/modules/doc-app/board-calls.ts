import {
  ZAttachmentQuery,
  ZAttachmentRemoveBody,
  ZAttachmentUploadQuery,
  ZBoardAttachmentQuery,
  ZBoardAttachmentRemoveBody,
  ZBoardAttachmentUploadQuery,
  ZBoardCardCommentBody,
  ZBoardCardNewBody,
  ZBoardCardRemoveBody,
  ZBoardCardUpdateBody,
  ZBoardListNewBody,
  ZBoardListRemoveBody,
  ZBoardListRenameBody,
  ZBoardOrderBody,
  ZCardCommentBody,
  ZCardNewBody,
  ZCardRemoveBody,
  ZCardSubscribeBody,
  ZCardUpdateBody,
  ZDocOrderBody,
  ZListNewBody,
  ZListRemoveBody,
  ZListRenameBody,
} from '@pesquisemais/shared';
import type { z } from 'zod';

/** A call's input as one app writes it, parsed into the study boards' shape (the board as `docId`). */
type TInput<T extends z.ZodType> = z.ZodType<z.output<T>>;

/**
 * The inputs of the card, list and attachment calls of one board app. The study boards name a board
 * `docId`, the scrumboard `boardId` (spec point 7); both parse to `docId`, so one set of handlers serves both.
 */
export type TBoardCalls = {
  tags: string[];
  cardNew: TInput<typeof ZCardNewBody>;
  cardUpdate: TInput<typeof ZCardUpdateBody>;
  cardRemove: TInput<typeof ZCardRemoveBody>;
  cardComment: TInput<typeof ZCardCommentBody>;
  /** Following a card: the study boards only. */
  cardSubscribe?: TInput<typeof ZCardSubscribeBody>;
  order: TInput<typeof ZDocOrderBody>;
  listNew: TInput<typeof ZListNewBody>;
  listRename: TInput<typeof ZListRenameBody>;
  listRemove: TInput<typeof ZListRemoveBody>;
  attachmentUpload: TInput<typeof ZAttachmentUploadQuery>;
  attachment: TInput<typeof ZAttachmentQuery>;
  attachmentRemove: TInput<typeof ZAttachmentRemoveBody>;
};

export const DOC_CALLS: TBoardCalls = {
  tags: ['doc-app'],
  cardNew: ZCardNewBody,
  cardUpdate: ZCardUpdateBody,
  cardRemove: ZCardRemoveBody,
  cardComment: ZCardCommentBody,
  cardSubscribe: ZCardSubscribeBody,
  order: ZDocOrderBody,
  listNew: ZListNewBody,
  listRename: ZListRenameBody,
  listRemove: ZListRemoveBody,
  attachmentUpload: ZAttachmentUploadQuery,
  attachment: ZAttachmentQuery,
  attachmentRemove: ZAttachmentRemoveBody,
};

export const SCRUMBOARD_CALLS: TBoardCalls = {
  tags: ['scrumboard-app'],
  cardNew: ZBoardCardNewBody,
  cardUpdate: ZBoardCardUpdateBody,
  cardRemove: ZBoardCardRemoveBody,
  cardComment: ZBoardCardCommentBody,
  order: ZBoardOrderBody,
  listNew: ZBoardListNewBody,
  listRename: ZBoardListRenameBody,
  listRemove: ZBoardListRemoveBody,
  attachmentUpload: ZBoardAttachmentUploadQuery,
  attachment: ZBoardAttachmentQuery,
  attachmentRemove: ZBoardAttachmentRemoveBody,
};
