import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TDoc, TDocCard } from '@pesquisemais/shared';
import { useMemo, useState } from 'react';
import { NameDialog } from './board-dialogs';
import { BoardList } from './board-list';
import { moveCard, moveList } from './board-moves';
import type { TBoardMutations } from './board-mutations';

/** The lists side by side; cards drag between lists and lists drag along the board (editors only). */
export function BoardLists(props: {
  board: TDoc;
  mutations: TBoardMutations;
  onOpenCard: (cardId: string) => void;
}) {
  const { board, mutations } = props;
  const [isAddingList, setAddingList] = useState(false);
  const cards = useMemo(
    () => new Map<string, TDocCard>(board.cards.map((card) => [card.id, card])),
    [board.cards],
  );

  const handleDragEnd = (result: DropResult) => {
    const { source, destination, draggableId, type } = result;
    if (!destination) return;
    if (source.droppableId === destination.droppableId && source.index === destination.index) return;
    if (type === 'LIST') mutations.orderLists.mutate(moveList(board.lists, source.index, destination.index));
    else mutations.orderCards.mutate(moveCard(board.lists, draggableId, source, destination));
  };

  return (
    <DragDropContext onDragEnd={handleDragEnd}>
      <Droppable droppableId="board" type="LIST" direction="horizontal">
        {(drop) => (
          <Box
            ref={drop.innerRef}
            {...drop.droppableProps}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2, overflowX: 'auto', flexGrow: 1 }}
          >
            {board.lists.map((list, index) => (
              <Draggable key={list.id} draggableId={list.id} index={index} isDragDisabled={!board.canEdit}>
                {(drag) => (
                  <Box ref={drag.innerRef} {...drag.draggableProps}>
                    <BoardList
                      list={list}
                      cards={cards}
                      board={board}
                      mutations={mutations}
                      dragHandleProps={drag.dragHandleProps}
                      onOpenCard={props.onOpenCard}
                    />
                  </Box>
                )}
              </Draggable>
            ))}
            {drop.placeholder}
            {board.canEdit && (
              <Button
                variant="outlined"
                startIcon={<AddOutlined />}
                onClick={() => setAddingList(true)}
                sx={{ flexShrink: 0, width: 272 }}
              >
                Adicionar lista
              </Button>
            )}
          </Box>
        )}
      </Droppable>
      {isAddingList && (
        <NameDialog
          title="Nova lista"
          label="Nome da lista"
          onClose={() => setAddingList(false)}
          onSave={(name) => mutations.newList.mutate(name, { onSuccess: () => setAddingList(false) })}
        />
      )}
    </DragDropContext>
  );
}
