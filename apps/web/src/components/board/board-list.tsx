import { Draggable, type DraggableProvidedDragHandleProps, Droppable } from '@hello-pangea/dnd';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOC_LIMITS, type TDoc, type TDocCard, type TDocList } from '@pesquisemais/shared';
import { useState } from 'react';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { BoardCard } from './board-card';
import { NameDialog } from './board-dialogs';
import type { TBoardMutations } from './board-mutations';

/** One list: its title (the handle to drag it), its cards (dragged between lists) and a new-card field. */
export function BoardList(props: {
  list: TDocList;
  cards: Map<string, TDocCard>;
  board: TDoc;
  mutations: TBoardMutations;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
  onOpenCard: (cardId: string) => void;
}) {
  const { list, board, mutations } = props;
  const [isRenaming, setRenaming] = useState(false);
  const [newCard, setNewCard] = useState('');

  const handleRemove = async () => {
    const isConfirmed = await confirm({
      title: 'Excluir lista?',
      message: `A lista “${list.name}” e os seus ${list.idCards.length} cartões serão excluídos.`,
      confirmText: 'Excluir',
    });
    if (isConfirmed) mutations.removeList.mutate(list.id);
  };
  const handleAddCard = () => {
    const name = newCard.trim();
    if (name) mutations.newCard.mutate({ listId: list.id, name }, { onSuccess: () => setNewCard('') });
  };

  return (
    <Paper
      component="section"
      aria-label={`Lista ${list.name}`}
      variant="outlined"
      sx={{
        width: 272,
        flexShrink: 0,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.5, py: 1 }} {...props.dragHandleProps}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }} noWrap>
          {list.name}
        </Typography>
        {board.canEdit && (
          <>
            <IconButton
              size="small"
              aria-label={`Renomear lista ${list.name}`}
              onClick={() => setRenaming(true)}
            >
              <DriveFileRenameOutline fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Excluir lista ${list.name}`}
              onClick={() => void handleRemove()}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      <Droppable droppableId={list.id} type="CARD">
        {(drop) => (
          <Box ref={drop.innerRef} {...drop.droppableProps} sx={{ px: 1, pb: 1, minHeight: 24 }}>
            {list.idCards.map((cardId, index) => {
              const card = props.cards.get(cardId);
              if (!card) return null;
              return (
                <Draggable key={cardId} draggableId={cardId} index={index} isDragDisabled={!board.canEdit}>
                  {(drag) => (
                    <Box
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      {...drag.dragHandleProps}
                      sx={{ mb: 1 }}
                    >
                      <BoardCard card={card} board={board} onOpen={() => props.onOpenCard(cardId)} />
                    </Box>
                  )}
                </Draggable>
              );
            })}
            {drop.placeholder}
          </Box>
        )}
      </Droppable>
      {board.canEdit && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ p: 1, pt: 0 }}
          onSubmit={(event) => {
            event.preventDefault();
            handleAddCard();
          }}
        >
          <TextField
            size="small"
            placeholder="Novo cartão"
            value={newCard}
            onChange={(event) => setNewCard(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: DOC_LIMITS.nameMax, 'aria-label': `Novo cartão em ${list.name}` },
            }}
          />
          <Button type="submit" aria-label={`Adicionar cartão em ${list.name}`} disabled={!newCard.trim()}>
            <AddOutlined />
          </Button>
        </Stack>
      )}
      {isRenaming && (
        <NameDialog
          title="Renomear lista"
          label="Nome da lista"
          initial={list.name}
          onClose={() => setRenaming(false)}
          onSave={(listTitle) =>
            mutations.renameList.mutate(
              { listId: list.id, listTitle },
              { onSuccess: () => setRenaming(false) },
            )
          }
        />
      )}
    </Paper>
  );
}
