import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TDoc } from '@pesquisemais/shared';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BoardLists } from './board-lists';
import type { TBoardMutations } from './board-mutations';
import { CardDialog } from './card-dialog';

/**
 * One board: its name, the lists with drag and drop, and the card dialog. The study boards
 * (/apps/documents) and the scrumboard (/apps/scrumboard) show their boards with it.
 */
export function BoardScreen(props: {
  board: TDoc;
  mutations: TBoardMutations;
  /** Where the back arrow goes (the app's list of boards). */
  backTo: string;
  /** Chips and buttons at the right of the title. */
  actions?: ReactNode;
}) {
  const { board, mutations } = props;
  const [openCardId, setOpenCardId] = useState<string | null>(null);
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
        <IconButton component={RouterLink} to={props.backTo} aria-label="Voltar aos quadros">
          <ArrowBackOutlined />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} noWrap>
          {board.name}
        </Typography>
        {!board.canEdit && <Chip size="small" label="Somente leitura e comentários" />}
        {props.actions}
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
