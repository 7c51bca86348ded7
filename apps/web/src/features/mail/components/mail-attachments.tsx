import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAIL_LIMITS, type TMail, type TMailUpload } from '@pesquisemais/shared';
import { useRef } from 'react';
import { useDownloadMailAttachment, useUploadMailAttachments } from '../api/mail-attachments';

const MAX_MB = MAIL_LIMITS.attachmentBytes / (1024 * 1024);

/** The compose dialog's files: pick one or more (uploaded at once), remove before sending. */
export function ComposeAttachments(props: {
  files: readonly TMailUpload[];
  onChange: (files: TMailUpload[]) => void;
}) {
  const { files, onChange } = props;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMailAttachments();
  const isFull = files.length >= MAIL_LIMITS.attachments;
  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])].slice(0, MAIL_LIMITS.attachments - files.length);
    if (input.current) input.current.value = '';
    if (chosen.length > 0) upload.mutate(chosen, { onSuccess: (saved) => onChange([...files, ...saved]) });
  };
  return (
    <Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Arquivos para anexar"
        onChange={(event) => pick(event.target.files)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          startIcon={<AttachFile />}
          onClick={() => input.current?.click()}
          disabled={isFull || upload.isPending}
        >
          {upload.isPending ? 'Enviando anexo...' : 'Anexar arquivos'}
        </Button>
        {files.map((file) => (
          <Chip
            key={file.id}
            label={`${file.fileName} · ${file.size}`}
            onDelete={() => onChange(files.filter((other) => other.id !== file.id))}
          />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Até {MAIL_LIMITS.attachments} arquivos de até {MAX_MB} MB cada (imagens, PDF, documentos, planilhas,
        texto, áudio e vídeo).
      </Typography>
    </Box>
  );
}

/** A received or sent mail's files, each downloaded with the session. */
export function MailAttachmentList({ mail }: { mail: TMail }) {
  const download = useDownloadMailAttachment();
  if (mail.attachments.length === 0) return null;
  return (
    <Box component="section" aria-label="Anexos" sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Anexos ({mail.attachments.length})
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mail.attachments.map((attachment) => (
          <Stack component="li" key={attachment.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AttachFile fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {attachment.fileName} · {attachment.size}
            </Typography>
            <Button
              size="small"
              aria-label={`Baixar ${attachment.fileName}`}
              onClick={() => download.mutate(attachment)}
            >
              Baixar
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
