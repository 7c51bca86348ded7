import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countOf, type TDoc, type TDocCard } from '@pesquisemais/shared';
import { memo } from 'react';
import { useAttachmentImage } from './attachment-image';
import { checklistProgress, dueLabel, LABEL_COLORS } from './card-format';

function Cover({ src, name }: { src: string | null; name: string }) {
  const url = useAttachmentImage(src);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={`Capa de ${name}`}
      sx={{ width: '100%', maxHeight: 140, objectFit: 'cover' }}
    />
  );
}

/** A card on the board: cover, labels, name, due date (overdue in red), checklist, comments, files. */
export const BoardCard = memo(function BoardCard(props: { card: TDocCard; board: TDoc; onOpen: () => void }) {
  const { card, board } = props;
  const cover = board.settings.cardCoverImages
    ? card.attachments.find((attachment) => attachment.id === card.idAttachmentCover)
    : undefined;
  const labels = board.labels.filter((label) => card.idLabels.includes(label.id));
  const progress = checklistProgress(card);
  const due = card.due ? dueLabel(card.due) : null;
  const comments = card.activities.filter((activity) => activity.type === 'comment').length;
  return (
    <Card variant="outlined" data-card-id={card.id}>
      <CardActionArea onClick={props.onOpen} aria-label={`Cartão ${card.name}`}>
        {cover && <Cover src={cover.src} name={card.name} />}
        <Box sx={{ p: 1.25 }}>
          {labels.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
              {labels.map((label) => (
                <Box
                  key={label.id}
                  title={label.name}
                  sx={{
                    width: 32,
                    height: 6,
                    borderRadius: 1,
                    bgcolor: LABEL_COLORS[label.class] ?? 'grey.500',
                  }}
                />
              ))}
            </Stack>
          )}
          <Typography variant="body2">{card.name}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}>
            {due && <Chip size="small" color={due.isOverdue ? 'error' : 'default'} label={due.text} />}
            {progress && (
              <Chip size="small" icon={<CheckBoxOutlined />} label={`${progress.done}/${progress.total}`} />
            )}
            {comments > 0 && (
              <Stack
                direction="row"
                sx={{ alignItems: 'center', gap: 0.25 }}
                aria-label={countOf(comments, 'comentário', 'comentários')}
              >
                <ChatBubbleOutline sx={{ fontSize: 16 }} />
                <Typography variant="caption">{comments}</Typography>
              </Stack>
            )}
            {card.attachments.length > 0 && (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }}>
                <AttachFileOutlined sx={{ fontSize: 16 }} />
                <Typography variant="caption">{card.attachments.length}</Typography>
              </Stack>
            )}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
});
