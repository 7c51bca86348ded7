import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BoardLiveChip } from '@/components/board/board-live-chip';
import { useBoardMutations } from '@/components/board/board-mutations';
import { BoardScreen } from '@/components/board/board-screen';
import { useBoardLive } from '@/components/board/use-board-live';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { SCRUMBOARD_API, useBoard } from '../api/scrumboard-api';
import { MembersDialog } from './members-dialog';

/** /apps/scrumboard/boards/{boardId}/{boardUri?} — one board: lists, cards, drag and drop, live for its members. */
export default function ScrumboardBoardPage() {
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const mutations = useBoardMutations(SCRUMBOARD_API, boardId);
  const live = useBoardLive(SCRUMBOARD_API, boardId);
  const [isMembersOpen, setMembersOpen] = useState(false);
  if (board.isPending) return <LoadingIndicator />;
  if (board.isError) return <QueryError error={board.error} />;
  return (
    <>
      <BoardScreen
        board={board.data}
        mutations={mutations}
        backTo="/apps/scrumboard/boards"
        actions={
          <>
            <BoardLiveChip status={live} />
            {board.data.canEdit && (
              <Button size="small" startIcon={<GroupOutlined />} onClick={() => setMembersOpen(true)}>
                Membros ({board.data.members.length})
              </Button>
            )}
          </>
        }
      />
      {isMembersOpen && <MembersDialog board={board.data} onClose={() => setMembersOpen(false)} />}
    </>
  );
}
