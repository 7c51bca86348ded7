import {
  DOC_MESSAGES,
  type TCardUpdate,
  type TDocCard,
  type TDocList,
  type TDocOrderBody,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db, Queryable } from '../../core/db/connection';
import type { FileStorage } from '../../core/files/storage';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { type BoardRepository, type CardPatch, createBoardRepository } from './board.repository';
import { createCardLogRepository } from './card-log.repository';
import type { DocAccessCheck } from './doc-access';
import { toCards } from './doc-view';
import { createDocsRepository } from './docs.repository';
import { planCardOrder, planListOrder } from './order-plan';

type User = Pick<Principal, 'id' | 'role'>;

/** Lists, cards, their order and the comment log of one board; every write checks the board first. */
export function createBoardService(db: Db, files: FileStorage, access: DocAccessCheck) {
  const docs = createDocsRepository(db, access.kind.kind);
  const board = createBoardRepository(db);
  const log = createCardLogRepository(db);

  /** One card as `viewerId` sees it (whether they follow it). */
  async function cardView(docId: string, cardId: string, viewerId: string): Promise<TDocCard> {
    const row = await board.card(docId, cardId);
    if (!row) throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
    const [attachments, activities, followed] = await Promise.all([
      log.attachmentsOf(docId, cardId),
      log.activitiesOf(docId, cardId),
      log.followedBy(docId, viewerId, cardId),
    ]);
    return toCards(access.kind, docId, [row], attachments, activities, followed)[0] as TDocCard;
  }

  /** Runs `work` holding the board's row lock: moves and new rows are numbered one after another. */
  const locked = <T>(docId: string, work: (tx: Queryable, repo: BoardRepository) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (!(await docs.lock(tx, docId))) throw new AppError('NOT_FOUND', access.kind.notFound);
      const result = await work(tx, board);
      await docs.touch(tx, docId);
      return result;
    });

  const removeFiles = async (keys: string[]) => {
    for (const key of keys) await files.remove(key);
  };

  return {
    cardView,

    async newCard(user: User, docId: string, listId: string, name: string): Promise<TDocCard> {
      await access.write(user, docId);
      const cardId = await locked(docId, async (tx, repo) => {
        if (!(await repo.hasList(docId, listId, tx)))
          throw new AppError('NOT_FOUND', DOC_MESSAGES.listNotFound);
        return repo.insertCard(tx, docId, listId, name);
      });
      return cardView(docId, cardId, user.id);
    },

    async updateCard(user: User, docId: string, card: TCardUpdate): Promise<TDocCard> {
      const { doc } = await access.write(user, docId);
      const current = await board.card(docId, card.id);
      if (!current) throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
      const patch: CardPatch = {
        name: card.name,
        description: card.description === undefined ? undefined : sanitizeRichText(card.description),
        checklists: card.checklists,
        due: card.due,
        // Labels the board no longer has are dropped rather than refused (a label removed meanwhile).
        idLabels: card.idLabels?.filter((id) => doc.labels.some((label) => label.id === id)),
      };
      if (card.idMembers) {
        const members = new Set((await docs.members(docId)).map((member) => member.id));
        if (card.idMembers.some((id) => !members.has(id)))
          throw new AppError('UNPROCESSABLE', DOC_MESSAGES.unknownMember);
        patch.idMembers = [...new Set(card.idMembers)];
      }
      if (card.idAttachmentCover) {
        const attachment = await log.attachment(docId, card.idAttachmentCover);
        if (!attachment || attachment.card_id !== card.id || !attachment.content_type.startsWith('image/'))
          throw new AppError('UNPROCESSABLE', DOC_MESSAGES.coverNotImage);
      }
      patch.idAttachmentCover = card.idAttachmentCover;
      if (!(await board.updateCard(docId, card.id, card.revision, patch)))
        throw new AppError('CONFLICT', DOC_MESSAGES.conflict);
      return cardView(docId, card.id, user.id);
    },

    async removeCard(user: User, docId: string, cardId: string) {
      await access.write(user, docId);
      const keys = await locked(docId, (tx, repo) => repo.removeCard(tx, docId, cardId));
      if (!keys) throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
      await removeFiles(keys);
      return { cardId };
    },

    /**
     * Spec's card/order (docId, lists): each named list gets the given cards in that order. Under the
     * board's lock, a card named twice counts once, unknown ids are ignored, and cards a list holds that
     * the request did not name (moved in by someone else meanwhile) stay, after the named ones.
     */
    async orderCards(user: User, docId: string, lists: TDocOrderBody['lists']): Promise<TDocList[]> {
      await access.write(user, docId);
      return locked(docId, async (tx, repo) => {
        const current = await repo.lists(docId, tx);
        const places = planCardOrder(current, lists);
        if (!places) throw new AppError('NOT_FOUND', DOC_MESSAGES.listNotFound);
        await repo.placeCards(tx, docId, places);
        return repo.lists(docId, tx);
      });
    },

    async orderLists(user: User, docId: string, lists: TDocOrderBody['lists']): Promise<TDocList[]> {
      await access.write(user, docId);
      return locked(docId, async (tx, repo) => {
        const current = await repo.lists(docId, tx);
        await repo.setListPositions(
          tx,
          docId,
          planListOrder(
            current,
            lists.map((list) => list.id),
          ),
        );
        return repo.lists(docId, tx);
      });
    },

    async newList(user: User, docId: string, name: string): Promise<TDocList> {
      await access.write(user, docId);
      const id = await locked(docId, (tx, repo) => repo.insertList(tx, docId, name));
      return { id, name, idCards: [] };
    },

    async renameList(user: User, docId: string, listId: string, name: string): Promise<TDocList> {
      await access.write(user, docId);
      if (!(await board.renameList(docId, listId, name)))
        throw new AppError('NOT_FOUND', DOC_MESSAGES.listNotFound);
      const list = (await board.lists(docId)).find((item) => item.id === listId);
      return list ?? { id: listId, name, idCards: [] };
    },

    async removeList(user: User, docId: string, listId: string) {
      await access.write(user, docId);
      const keys = await locked(docId, (tx, repo) => repo.removeList(tx, docId, listId));
      if (!keys) throw new AppError('NOT_FOUND', DOC_MESSAGES.listNotFound);
      await removeFiles(keys);
      return { listId };
    },

    /** Follow a card or stop (spec's card `subscribed`); watchers too: reading the board is enough. */
    async follow(user: User, docId: string, cardId: string, isFollowing: boolean): Promise<TDocCard> {
      await access.read(user, docId);
      if (!(await board.card(docId, cardId))) throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
      await log.setFollowing(docId, cardId, user.id, isFollowing);
      return cardView(docId, cardId, user.id);
    },

    /** The members to tell of `actorId`'s comment or file on a card they follow. */
    followersToTell: (docId: string, cardId: string, actorId: string) =>
      log.followersOf(docId, cardId, actorId),

    /** Members who only watch may comment: reading the board is enough. */
    async comment(user: User, docId: string, cardId: string, message: string): Promise<TDocCard> {
      await access.read(user, docId);
      await db.transaction(async (tx) => {
        if (!(await board.card(docId, cardId, tx)))
          throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
        await log.insertActivity(tx, { docId, cardId, type: 'comment', memberId: user.id, message });
      });
      return cardView(docId, cardId, user.id);
    },
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
