import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useBoardMutations } from '../api/board-mutations';
import { useDoc } from '../api/get-doc';
import { useDocLive } from '../api/use-doc-live';
import { BoardLists } from './board-lists';
import { CardDialog } from './card-dialog';

/** /apps/documents/{editType}/{docId}/{docSlug?} — one study board, live for everyone on it. */
export default function BoardPage() {
  const { docId = '' } = useParams();
  const doc = useDoc(docId);
  const mutations = useBoardMutations(docId);
  const live = useDocLive(docId);
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  if (doc.isPending) return <LoadingIndicator />;
  if (doc.isError) return <QueryError error={doc.error} />;
  const board = doc.data;
  const openCard = board.cards.find((card) => card.id === openCardId) ?? null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 6,
          borderColor: board.settings.color || 'divider',
        }}
      >
        <IconButton component={RouterLink} to="/apps/documents" aria-label="Voltar aos quadros">
          <ArrowBackOutlined />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} noWrap>
          {board.name}
        </Typography>
        {!board.canEdit && <Chip size="small" label="Somente leitura e comentários" />}
        <Chip
          size="small"
          variant="outlined"
          color={live === 'joined' ? 'success' : 'default'}
          label={live === 'joined' ? 'Ao vivo' : 'Conectando...'}
        />
      </Stack>
      <BoardLists board={board} mutations={mutations} onOpenCard={setOpenCardId} />
      {openCard && (
        <CardDialog
          key={`${openCard.id}:${openCard.revision}`}
          board={board}
          card={openCard}
          mutations={mutations}
          onClose={() => setOpenCardId(null)}
        />
      )}
    </Box>
  );
}
