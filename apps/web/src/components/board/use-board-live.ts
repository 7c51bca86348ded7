import { DOC_WATCH_ACTION, type TDoc } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRoom, useSocketEvent } from '@/lib/socket';
import { type TBoardApi, withCard, withLists } from './board-mutations';

/**
 * Joins the board's room (study board or scrumboard: the same room doc:<id>) and applies the others' moves,
 * edits and comments to the cached board.
 */
export function useBoardLive(api: TBoardApi, boardId: string) {
  const client = useQueryClient();
  const status = useRoom(DOC_WATCH_ACTION, { docId: boardId });
  useSocketEvent('doc:changed', (change) => {
    // The same user's other tabs need the change too; in this tab it repeats what the call returned.
    if (change.docId !== boardId) return;
    const key = api.boardKey(boardId);
    if (change.reload) {
      void client.invalidateQueries({ queryKey: key });
      return;
    }
    client.setQueryData<TDoc>(key, (doc) => {
      if (!doc) return doc;
      let next = doc;
      if (change.lists) next = withLists(next, change.lists);
      if (change.card) {
        // Whether a card is followed is each member's own: someone else's copy says whether *they* follow it.
        const changed = change.card;
        const mine = next.cards.find((card) => card.id === changed.id)?.subscribed ?? false;
        next = withCard(next, { ...changed, subscribed: mine });
      }
      if (change.removedCardId) {
        const gone = change.removedCardId;
        next = {
          ...next,
          cards: next.cards.filter((card) => card.id !== gone),
          lists: next.lists.map((list) => ({ ...list, idCards: list.idCards.filter((id) => id !== gone) })),
        };
      }
      return next;
    });
  });
  return status;
}
