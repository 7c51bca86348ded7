import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TDoc, TDocAttachment, TDocCard } from '@pesquisemais/shared';
import { type DragEvent, useRef, useState } from 'react';
import { apiBlob } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { useAttachmentImage } from './attachment-image';
import type { TBoardMutations } from './board-mutations';

async function download(attachment: TDocAttachment) {
  const url = URL.createObjectURL(await apiBlob(attachment.url));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  link.click();
  URL.revokeObjectURL(url);
}

function Preview({ attachment }: { attachment: TDocAttachment }) {
  const url = useAttachmentImage(attachment.src);
  return (
    <Box
      sx={{
        width: 96,
        height: 64,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={`Prévia de ${attachment.name}`}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <AttachFileOutlined sx={{ m: 2.5 }} />
      )}
    </Box>
  );
}

/** Files of the card: drop or pick to upload (editors), previews of images, download, cover choice. */
export function CardAttachments(props: {
  card: TDocCard;
  board: TDoc;
  mutations: TBoardMutations;
  onOwnChange: (card: TDocCard) => void;
}) {
  const { card, board, mutations } = props;
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const upload = (files: FileList | null) => {
    for (const file of files ?? [])
      mutations.upload.mutate({ cardId: card.id, file }, { onSuccess: props.onOwnChange });
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (board.canEdit) upload(event.dataTransfer.files);
  };
  const setCover = (attachmentId: string | null) =>
    mutations.updateCard.mutate(
      { id: card.id, revision: card.revision, idAttachmentCover: attachmentId },
      { onSuccess: props.onOwnChange },
    );

  return (
    <Stack
      spacing={1}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      sx={{
        p: 1,
        border: 1,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: isOver ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">Anexos</Typography>
        {board.canEdit && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label="Escolher arquivos"
              onChange={(event) => {
                upload(event.target.files);
                event.target.value = '';
              }}
            />
            <Button size="small" onClick={() => input.current?.click()} disabled={mutations.upload.isPending}>
              {mutations.upload.isPending ? 'Enviando...' : 'Anexar arquivo'}
            </Button>
          </>
        )}
      </Stack>
      {board.canEdit && card.attachments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Arraste arquivos para cá ou clique em “Anexar arquivo”.
        </Typography>
      )}
      {card.attachments.map((attachment) => (
        // On a phone the buttons wrap under the name instead of squeezing it out.
        <Stack
          key={attachment.id}
          direction="row"
          useFlexGap
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Preview attachment={attachment} />
          <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {attachment.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatBytes(attachment.size)} · {new Date(attachment.time).toLocaleString('pt-BR')}
              {card.idAttachmentCover === attachment.id && ' · capa'}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5}>
            <Button size="small" onClick={() => void download(attachment)}>
              Baixar
            </Button>
            {board.canEdit && attachment.type === 'image' && card.idAttachmentCover !== attachment.id && (
              <Button size="small" onClick={() => setCover(attachment.id)}>
                Usar como capa
              </Button>
            )}
            {board.canEdit && (
              <Button
                size="small"
                color="error"
                onClick={() =>
                  mutations.removeAttachment.mutate(
                    { cardId: card.id, attachmentId: attachment.id },
                    { onSuccess: props.onOwnChange },
                  )
                }
              >
                Remover
              </Button>
            )}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
