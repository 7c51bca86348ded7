import { Draggable, type DraggableProvidedDragHandleProps, Droppable } from '@hello-pangea/dnd';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countOf, DOC_LIMITS, type TDocCard, type TDocLabel, type TDocList } from '@pesquisemais/shared';
import { memo, useEffect, useRef, useState } from 'react';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { BoardCard } from './board-card';
import { NameDialog } from './board-dialogs';

/** What a list does to the board; the same (stable) object for every list so lists stay memoized. */
export type TListActions = {
  openCard: (cardId: string) => void;
  addCard: (listId: string, name: string, onDone: () => void) => void;
  renameList: (listId: string, listTitle: string, onDone: () => void) => void;
  removeList: (listId: string) => void;
};

/** Cards rendered at once when a list comes near the visible part of the board, and per step after. */
export const CARDS_STEP = 12;

type TBoardListProps = {
  list: TDocList;
  cards: Map<string, TDocCard>;
  labels: TDocLabel[];
  canEdit: boolean;
  showCover: boolean;
  /** Cards rendered on the first paint (the lists in view get a screenful, the others none yet). */
  initialCards: number;
  /** The board's scroller: cards render as the list's end comes within reach of its visible part. */
  scroller: HTMLElement | null;
  actions: TListActions;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
};

/**
 * One list: its title (the handle to drag it), its cards (dragged between lists) and a new-card field.
 * A list renders the first cards only and more as its end scrolls near (a 50 × 40 board would otherwise
 * build 2,000 cards before the first paint); the rendered ones are always a prefix, so drop indices are the
 * list's own. It re-renders only when its list, one of its cards or the board's settings change.
 */
export const BoardList = memo(function BoardList(props: TBoardListProps) {
  const { list, actions } = props;
  const [isRenaming, setRenaming] = useState(false);
  const [newCard, setNewCard] = useState('');
  const [shown, setShown] = useState(props.initialCards);
  const end = useRef<HTMLDivElement>(null);
  const total = list.idCards.length;
  const { scroller } = props;

  useEffect(() => {
    const target = end.current;
    if (shown >= total || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(total);
      return;
    }
    // A new observer after each step reports at once whether the end is still within reach.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + CARDS_STEP);
      },
      { root: scroller, rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, total, scroller]);

  const handleRemove = async () => {
    const isConfirmed = await confirm({
      title: 'Excluir lista?',
      message: `A lista “${list.name}” e os seus ${total} cartões serão excluídos.`,
      confirmText: 'Excluir',
    });
    if (isConfirmed) actions.removeList(list.id);
  };
  const handleAddCard = () => {
    const name = newCard.trim();
    if (name) actions.addCard(list.id, name, () => setNewCard(''));
  };
  const rendered = Math.min(shown, total);

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
        {props.canEdit && (
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
            <ListCards
              idCards={list.idCards}
              count={rendered}
              cards={props.cards}
              labels={props.labels}
              canEdit={props.canEdit}
              showCover={props.showCover}
              onOpen={actions.openCard}
            />
            {drop.placeholder}
            {/* Where the next cards come in; its height keeps the list about as long as it will be. */}
            <div ref={end} style={{ height: rendered < total ? (total - rendered) * 44 : 0 }}>
              {rendered < total && (
                <Typography variant="caption" sx={{ px: 0.5, color: 'text.secondary' }}>
                  {`Mais ${countOf(total - rendered, 'cartão', 'cartões')}`}
                </Typography>
              )}
            </div>
          </Box>
        )}
      </Droppable>
      {props.canEdit && (
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
          {/* A plain input (styled once on the board): fifty MUI text fields cost the board's first paint. */}
          <input
            className="doc-new-card"
            placeholder="Novo cartão"
            value={newCard}
            onChange={(event) => setNewCard(event.target.value)}
            maxLength={DOC_LIMITS.nameMax}
            aria-label={`Novo cartão em ${list.name}`}
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
          onSave={(listTitle) => actions.renameList(list.id, listTitle, () => setRenaming(false))}
        />
      )}
    </Paper>
  );
}, sameList);

/** Same list object, same settings and the same card objects for its ids: nothing to draw again. */
function sameList(before: TBoardListProps, after: TBoardListProps): boolean {
  if (
    before.list !== after.list ||
    before.labels !== after.labels ||
    before.canEdit !== after.canEdit ||
    before.showCover !== after.showCover ||
    before.scroller !== after.scroller ||
    before.actions !== after.actions ||
    before.dragHandleProps !== after.dragHandleProps
  )
    return false;
  if (before.cards === after.cards) return true;
  return after.list.idCards.every((cardId) => before.cards.get(cardId) === after.cards.get(cardId));
}

/**
 * The rendered cards of a list, kept apart from the Droppable's render so a drag passing over the list
 * (which re-renders the Droppable) does not render its cards again.
 */
const ListCards = memo(function ListCards(props: {
  idCards: string[];
  count: number;
  cards: Map<string, TDocCard>;
  labels: TDocLabel[];
  canEdit: boolean;
  showCover: boolean;
  onOpen: (cardId: string) => void;
}) {
  return props.idCards.slice(0, props.count).map((cardId, index) => {
    const card = props.cards.get(cardId);
    if (!card) return null;
    return (
      <Draggable key={cardId} draggableId={cardId} index={index} isDragDisabled={!props.canEdit}>
        {(drag) => (
          <div
            ref={drag.innerRef}
            {...drag.draggableProps}
            {...drag.dragHandleProps}
            className="doc-card-slot"
          >
            <BoardCard card={card} labels={props.labels} showCover={props.showCover} onOpen={props.onOpen} />
          </div>
        )}
      </Draggable>
    );
  });
});
