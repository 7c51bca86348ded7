import { z } from 'zod';
import {
  ZAttachmentQuery,
  ZAttachmentRemoveBody,
  ZAttachmentUploadQuery,
  ZCardCommentBody,
  ZCardNewBody,
  ZCardRemoveBody,
  ZCardUpdateBody,
  ZDocMembersBody,
  ZDocNewBody,
  ZDocOrderBody,
  ZDocQuery,
  ZDocRenameBody,
  ZDocSettingsBody,
  ZListNewBody,
  ZListRemoveBody,
  ZListRenameBody,
} from './docs';

/**
 * Scrumboard (/api/scrumboard-app): spec point 7's calls with those names and payloads. Boards are the
 * study boards' engine (same shapes as /api/doc-app); the calls name the board `boardId` instead of `docId`.
 */
const boardId = z.uuid('Identificador de quadro inválido');
/** Spec point 8 gives this text in English. */
export const SCRUMBOARD_NOT_FOUND = 'Requested board do not exist.';

export const ZBoardQuery = ZDocQuery.omit({ docId: true }).extend({ boardId });
export const ZBoardNewBody = z.object({ board: ZDocNewBody.shape.doc });
export const ZBoardRenameBody = ZDocRenameBody.omit({ docId: true, docTitle: true }).extend({
  boardId,
  boardTitle: ZDocRenameBody.shape.docTitle,
});
export const ZBoardSettingsBody = ZDocSettingsBody.omit({ docId: true }).extend({ boardId });
export const ZBoardIdBody = z.object({ boardId });
export const ZBoardMembersBody = ZDocMembersBody.omit({ docId: true }).extend({ boardId });
/**
 * The card, list and attachment calls: what the study boards' calls take with `boardId` for `docId`. They
 * come out of parsing with `docId`, so one set of route handlers serves both apps.
 */
const asDocId = <T extends { boardId: string }>({ boardId, ...rest }: T) => ({ ...rest, docId: boardId });
export const ZBoardCardNewBody = ZCardNewBody.omit({ docId: true }).extend({ boardId }).transform(asDocId);
export const ZBoardCardUpdateBody = ZCardUpdateBody.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardCardRemoveBody = ZCardRemoveBody.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardCardCommentBody = ZCardCommentBody.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardOrderBody = ZDocOrderBody.omit({ docId: true }).extend({ boardId }).transform(asDocId);
export const ZBoardListNewBody = ZListNewBody.omit({ docId: true }).extend({ boardId }).transform(asDocId);
export const ZBoardListRenameBody = ZListRenameBody.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardListRemoveBody = ZListRemoveBody.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardAttachmentUploadQuery = ZAttachmentUploadQuery.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardAttachmentQuery = ZAttachmentQuery.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
export const ZBoardAttachmentRemoveBody = ZAttachmentRemoveBody.omit({ docId: true })
  .extend({ boardId })
  .transform(asDocId);
