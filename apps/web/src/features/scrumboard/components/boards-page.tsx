import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TDocSummary } from '@pesquisemais/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NameDialog, SettingsDialog } from '@/components/board/board-dialogs';
import { BoardTile } from '@/components/board/board-tile';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import {
  useBoards,
  useCreateBoard,
  useDeleteBoard,
  useRenameBoard,
  useUpdateBoardSettings,
} from '../api/scrumboard-api';

type TDialog = { kind: 'new' } | { kind: 'rename' | 'settings'; board: TDocSummary } | null;

export const boardPath = (board: { id: string; uri: string }) =>
  `/apps/scrumboard/boards/${board.id}/${board.uri}`;

/** /apps/scrumboard/boards — this user's boards (its own and those it was made a member of). */
export default function BoardsPage() {
  const navigate = useNavigate();
  const boards = useBoards();
  const create = useCreateBoard();
  const rename = useRenameBoard();
  const settings = useUpdateBoardSettings();
  const remove = useDeleteBoard();
  const [dialog, setDialog] = useState<TDialog>(null);

  const handleDelete = async (board: TDocSummary) => {
    const isConfirmed = await confirm({
      title: 'Excluir quadro?',
      message: `“${board.name}” será excluído com suas listas e cartões.`,
      confirmText: 'Excluir',
    });
    if (isConfirmed) remove.mutate(board.id);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Scrumboard
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ kind: 'new' })}>
          Novo quadro
        </Button>
      </Stack>
      {boards.isPending && <LoadingIndicator />}
      {boards.isError && <QueryError error={boards.error} />}
      {boards.isSuccess && boards.data.length === 0 && (
        <Typography color="text.secondary">Você ainda não tem quadros. Crie o primeiro.</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {(boards.data ?? []).map((board) => (
          <BoardTile
            key={board.id}
            doc={board}
            onOpen={() => navigate(boardPath(board))}
            onRename={() => setDialog({ kind: 'rename', board })}
            onSettings={() => setDialog({ kind: 'settings', board })}
            onDelete={() => void handleDelete(board)}
            onRestore={() => undefined}
          />
        ))}
      </Box>
      {dialog?.kind === 'new' && (
        <NameDialog
          title="Novo quadro"
          label="Nome do quadro"
          onClose={() => setDialog(null)}
          onSave={(name) => create.mutate(name, { onSuccess: (board) => navigate(boardPath(board)) })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title="Renomear quadro"
          label="Nome do quadro"
          initial={dialog.board.name}
          onClose={() => setDialog(null)}
          onSave={(boardTitle) =>
            rename.mutate({ boardId: dialog.board.id, boardTitle }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog?.kind === 'settings' && (
        <SettingsDialog
          settings={dialog.board.settings}
          canEdit={dialog.board.canEdit}
          onClose={() => setDialog(null)}
          onSave={(changes) =>
            settings.mutate(
              { boardId: dialog.board.id, settings: changes },
              { onSuccess: () => setDialog(null) },
            )
          }
        />
      )}
    </Box>
  );
}
