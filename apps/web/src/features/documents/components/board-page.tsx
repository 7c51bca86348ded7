import { useParams } from 'react-router';
import { BoardLiveChip } from '@/components/board/board-live-chip';
import { useBoardMutations } from '@/components/board/board-mutations';
import { BoardScreen } from '@/components/board/board-screen';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { DOC_BOARD_API, useDoc } from '../api/get-doc';
import { useDocLive } from '../api/use-doc-live';

/** /apps/documents/{editType}/{docId}/{docSlug?} — one study board, live for everyone on it. */
export default function BoardPage() {
  const { docId = '' } = useParams();
  const doc = useDoc(docId);
  const mutations = useBoardMutations(DOC_BOARD_API, docId);
  const live = useDocLive(docId);
  if (doc.isPending) return <LoadingIndicator />;
  if (doc.isError) return <QueryError error={doc.error} />;
  return (
    <BoardScreen
      board={doc.data}
      mutations={mutations}
      backTo="/apps/documents"
      actions={<BoardLiveChip status={live} />}
    />
  );
}
