import { DOC_WATCH_ACTION, followedActivityText, type TDoc } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { withCard, withLists } from '@/components/board/board-mutations';
import { notify } from '@/lib/notify';
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
  useFollowedActivity();
  return status;
}

/** Someone else's comment or file on a card this user follows, told wherever in Documents they are. */
export function useFollowedActivity() {
  useSocketEvent('doc:followed-activity', (event) => notify(followedActivityText(event), 'info'));
}
