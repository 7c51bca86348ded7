import { z } from 'zod';
import {
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
export const ZBoardCardNewBody = ZCardNewBody.omit({ docId: true }).extend({ boardId });
export const ZBoardCardUpdateBody = ZCardUpdateBody.omit({ docId: true }).extend({ boardId });
export const ZBoardCardRemoveBody = ZCardRemoveBody.omit({ docId: true }).extend({ boardId });
export const ZBoardCardCommentBody = ZCardCommentBody.omit({ docId: true }).extend({ boardId });
export const ZBoardOrderBody = ZDocOrderBody.omit({ docId: true }).extend({ boardId });
export const ZBoardListNewBody = ZListNewBody.omit({ docId: true }).extend({ boardId });
export const ZBoardListRenameBody = ZListRenameBody.omit({ docId: true }).extend({ boardId });
export const ZBoardListRemoveBody = ZListRemoveBody.omit({ docId: true }).extend({ boardId });
