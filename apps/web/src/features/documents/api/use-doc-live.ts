import { followedActivityText } from '@pesquisemais/shared';
import { useBoardLive } from '@/components/board/use-board-live';
import { notify } from '@/lib/notify';
import { useSocketEvent } from '@/lib/socket';
import { DOC_BOARD_API } from './get-doc';

/** A study board, live: the others' changes, and what happens on the cards this user follows. */
export function useDocLive(docId: string) {
  const status = useBoardLive(DOC_BOARD_API, docId);
  useFollowedActivity();
  return status;
}

/** Someone else's comment or file on a card this user follows, told wherever in Documents they are. */
export function useFollowedActivity() {
  useSocketEvent('doc:followed-activity', (event) => notify(followedActivityText(event), 'info'));
}
