import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TDoc, TDocCard } from '@pesquisemais/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { BOARD_CARD_SX, labelColorVars } from './board-card';
import { NameDialog } from './board-dialogs';
import { BoardList, type TListActions } from './board-list';
import { moveCard, moveList } from './board-moves';
import type { TBoardMutations } from './board-mutations';

const LIST_PITCH = 272 + 16;
const CARD_PITCH = 44;

/** How many cards each list draws on the first paint: a screenful for the lists in view, none for the rest. */
export function initialCardCounts(listCount: number, width: number, height: number): number[] {
  const listsInView = Math.ceil(width / LIST_PITCH);
  const cardsInView = Math.ceil(height / CARD_PITCH);
  return Array.from({ length: listCount }, (_, index) => (index < listsInView ? cardsInView : 0));
}

/** The lists side by side; cards drag between lists and lists drag along the board (editors only). */
export function BoardLists(props: {
  board: TDoc;
  mutations: TBoardMutations;
  onOpenCard: (cardId: string) => void;
}) {
  const { board, mutations } = props;
  const [isAddingList, setAddingList] = useState(false);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const cards = useMemo(
    () => new Map<string, TDocCard>(board.cards.map((card) => [card.id, card])),
    [board.cards],
  );
  // Decided once per board open: which lists are in view when it first paints.
  const [initial] = useState(() =>
    initialCardCounts(
      board.lists.length,
      typeof window === 'undefined' ? 1366 : window.innerWidth,
      typeof window === 'undefined' ? 800 : window.innerHeight,
    ),
  );
  // Lists get one stable actions object (they are memoized); it calls the current mutations.
  const latest = useRef({ mutations, onOpenCard: props.onOpenCard });
  latest.current = { mutations, onOpenCard: props.onOpenCard };
  const actions = useMemo<TListActions>(
    () => ({
      openCard: (cardId) => latest.current.onOpenCard(cardId),
      addCard: (listId, name, onDone) =>
        latest.current.mutations.newCard.mutate({ listId, name }, { onSuccess: onDone }),
      renameList: (listId, listTitle, onDone) =>
        latest.current.mutations.renameList.mutate({ listId, listTitle }, { onSuccess: onDone }),
      removeList: (listId) => latest.current.mutations.removeList.mutate(listId),
    }),
    [],
  );

  // The board box is both the lists' Droppable and the scroller lists watch to render their cards.
  const dropRef = useRef<((element: HTMLElement | null) => void) | null>(null);
  const boardRef = useCallback((element: HTMLElement | null) => {
    dropRef.current?.(element);
    setScroller(element);
  }, []);

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
        {(drop) => {
          dropRef.current = drop.innerRef;
          return (
            <Box
              ref={boardRef}
              {...drop.droppableProps}
              sx={[
                (theme) => labelColorVars(theme),
                { display: 'flex', alignItems: 'flex-start', gap: 2, p: 2, overflowX: 'auto', flexGrow: 1 },
                BOARD_CARD_SX,
              ]}
            >
              {board.lists.map((list, index) => (
                <Draggable key={list.id} draggableId={list.id} index={index} isDragDisabled={!board.canEdit}>
                  {(drag) => (
                    <div ref={drag.innerRef} {...drag.draggableProps}>
                      <BoardList
                        list={list}
                        cards={cards}
                        labels={board.labels}
                        canEdit={board.canEdit}
                        showCover={board.settings.cardCoverImages}
                        initialCards={initial[index] ?? 0}
                        scroller={scroller}
                        actions={actions}
                        dragHandleProps={drag.dragHandleProps}
                      />
                    </div>
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
          );
        }}
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
