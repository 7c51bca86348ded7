import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import type { Theme } from '@mui/material/styles';
import { countOf, type TDocCard, type TDocLabel } from '@pesquisemais/shared';
import { memo } from 'react';
import { useAttachmentImage } from './attachment-image';
import { checklistProgress, dueLabel, LABEL_COLORS } from './card-format';

/**
 * The card's look, set once on the board (BOARD_CARD_SX): a board has thousands of cards, so each card is
 * plain elements with class names instead of MUI components that compute their styles per instance.
 */
export const BOARD_CARD_SX = {
  '& .doc-card-slot': { mb: 1 },
  '& .doc-new-card': {
    flexGrow: 1,
    minWidth: 0,
    px: 1.5,
    py: 1,
    font: 'inherit',
    typography: 'body2',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    '&:hover': { borderColor: 'text.primary' },
    '&:focus': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -1 },
    '&::placeholder': { color: 'text.secondary', opacity: 1 },
  },
  '& .doc-card': {
    display: 'block',
    width: '100%',
    p: 0,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    overflow: 'hidden',
    '&:hover': { borderColor: 'text.secondary' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  },
  '& .doc-card-cover': { display: 'block', width: '100%', maxHeight: 140, objectFit: 'cover' },
  '& .doc-card-body': { display: 'block', p: 1.25 },
  '& .doc-card-labels': { display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 0.5 },
  '& .doc-card-label': { width: 32, height: 6, borderRadius: 1 },
  '& .doc-card-name': { display: 'block', typography: 'body2', overflowWrap: 'anywhere' },
  '& .doc-card-meta': { display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' },
  '& .doc-card-meta:empty': { display: 'none' },
  '& .doc-card-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.25,
    px: 0.75,
    borderRadius: 2,
    typography: 'caption',
    bgcolor: 'action.selected',
  },
  '& .doc-card-chip-error': { bgcolor: 'error.main', color: 'error.contrastText' },
  '& .doc-card-count': { display: 'inline-flex', alignItems: 'center', gap: 0.25, typography: 'caption' },
  '& .doc-card-icon': { fontSize: 16 },
};

function Cover({ src, name }: { src: string | null; name: string }) {
  const url = useAttachmentImage(src);
  if (!url) return null;
  return <img className="doc-card-cover" src={url} alt={`Capa de ${name}`} />;
}

/**
 * A card on the board: cover, labels, name, due date (overdue in red), checklist, comments, files, followed.
 * Memoized on the card object: a move or an edit re-renders only the cards it changed.
 */
export const BoardCard = memo(function BoardCard(props: {
  card: TDocCard;
  labels: TDocLabel[];
  showCover: boolean;
  onOpen: (cardId: string) => void;
}) {
  const { card } = props;
  const cover = props.showCover
    ? card.attachments.find((attachment) => attachment.id === card.idAttachmentCover)
    : undefined;
  const labels = props.labels.filter((label) => card.idLabels.includes(label.id));
  const progress = checklistProgress(card);
  const due = card.due ? dueLabel(card.due) : null;
  const comments = card.activities.filter((activity) => activity.type === 'comment').length;
  return (
    <button
      type="button"
      className="doc-card"
      data-card-id={card.id}
      aria-label={`Cartão ${card.name}`}
      onClick={() => props.onOpen(card.id)}
    >
      {cover && <Cover src={cover.src} name={card.name} />}
      <span className="doc-card-body">
        {labels.length > 0 && (
          <span className="doc-card-labels">
            {labels.map((label) => (
              <LabelBar key={label.id} label={label} />
            ))}
          </span>
        )}
        <span className="doc-card-name">{card.name}</span>
        <span className="doc-card-meta">
          {due && (
            <span className={due.isOverdue ? 'doc-card-chip doc-card-chip-error' : 'doc-card-chip'}>
              {due.text}
            </span>
          )}
          {progress && (
            <span className="doc-card-chip">
              <CheckBoxOutlined className="doc-card-icon" />
              {`${progress.done}/${progress.total}`}
            </span>
          )}
          {comments > 0 && (
            <span
              className="doc-card-count"
              role="img"
              aria-label={countOf(comments, 'comentário', 'comentários')}
            >
              <ChatBubbleOutline className="doc-card-icon" />
              {comments}
            </span>
          )}
          {card.attachments.length > 0 && (
            <span className="doc-card-count">
              <AttachFileOutlined className="doc-card-icon" />
              {card.attachments.length}
            </span>
          )}
          {card.subscribed && (
            <span className="doc-card-count" title="Você segue este cartão">
              <NotificationsActiveOutlined className="doc-card-icon" />
            </span>
          )}
        </span>
      </span>
    </button>
  );
});

/** A label's colour bar; the one place a card computes a style (labels are few). */
function LabelBar({ label }: { label: TDocLabel }) {
  return (
    <span
      className="doc-card-label"
      title={label.name}
      data-label-class={label.class}
      style={{ backgroundColor: `var(--doc-label-${label.class}, #9e9e9e)` }}
    />
  );
}

/** CSS variables for the label colours, set once on the board with BOARD_CARD_SX. */
export const labelColorVars = (theme: Theme) =>
  Object.fromEntries(
    Object.entries(LABEL_COLORS).map(([name, path]) => {
      const [palette, shade] = path.split('.') as [keyof Theme['palette'], string];
      const color = (theme.palette[palette] as unknown as Record<string, string>)[shade];
      return [`--doc-label-${name}`, color];
    }),
  );
