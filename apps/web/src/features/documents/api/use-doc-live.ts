import { DOC_WATCH_ACTION, type TDoc } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { withCard, withLists } from '@/components/board/board-mutations';
import { useRoom, useSocketEvent } from '@/lib/socket';
import { docKey } from './get-doc';

/** Joins the board's room and applies the others' moves, edits and comments to the cached board. */
export function useDocLive(docId: string) {
  const client = useQueryClient();
  const status = useRoom(DOC_WATCH_ACTION, { docId });
  useSocketEvent('doc:changed', (change) => {
    // The same user's other tabs need the change too; in this tab it repeats what the call returned.
    if (change.docId !== docId) return;
    const key = docKey(docId);
    if (change.reload) {
      void client.invalidateQueries({ queryKey: key });
      return;
    }
    client.setQueryData<TDoc>(key, (doc) => {
      if (!doc) return doc;
      let next = doc;
      if (change.lists) next = withLists(next, change.lists);
      if (change.card) next = withCard(next, change.card);
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
