import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useMail } from '../api/get-mail';
import { useMailSelectionActions } from '../api/mail-selection-actions';
import { useUpdateMail } from '../api/update-mail';
import { MailAttachmentList } from './mail-attachments';
import { formatMailDateTime } from './mail-format';
import { MailLabels } from './mail-labels';

/** One mail: marked read when opened; star, mark unread, delete; the body as sanitized HTML. */
export function MailDetail({ mailId, listPath }: { mailId: string; listPath: string }) {
  const navigate = useNavigate();
  const { data: mail, isPending, isError } = useMail(mailId);
  const update = useUpdateMail();
  const { remove } = useMailSelectionActions();
  const shouldMarkRead = mail !== undefined && !mail.read;
  const { mutate } = update;
  useEffect(() => {
    if (shouldMarkRead) mutate({ id: mailId, read: true });
  }, [shouldMarkRead, mailId, mutate]);

  const back = () => navigate(listPath);
  if (isPending) return <LoadingIndicator />;
  if (isError || !mail) {
    return (
      <Typography color="text.secondary" sx={{ p: 4 }}>
        E-mail não encontrado.
      </Typography>
    );
  }
  return (
    <Box component="article" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Tooltip title="Voltar">
          <IconButton aria-label="Voltar" onClick={back}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {mail.subject || '(sem assunto)'}
        </Typography>
        <IconButton
          aria-label={mail.starred ? 'Remover estrela' : 'Marcar com estrela'}
          onClick={() => update.mutate({ id: mail.id, starred: !mail.starred })}
        >
          {mail.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
        </IconButton>
        <Tooltip title="Marcar como não lida">
          <IconButton
            aria-label="Marcar como não lida"
            onClick={() => update.mutate({ id: mail.id, read: false }, { onSuccess: back })}
          >
            <MarkEmailUnread />
          </IconButton>
        </Tooltip>
        <Tooltip title="Excluir">
          <IconButton
            aria-label="Excluir"
            onClick={() => remove.mutate({ selectedMailIds: [mail.id] }, { onSuccess: back })}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <MailLabels handles={mail.labels} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2 }}>
        <Avatar src={mail.from.avatar || undefined} alt={mail.from.name}>
          {mail.from.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {mail.from.name} &lt;{mail.from.email}&gt;
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Para: {mail.to.map((person) => person.name || person.email).join(', ') || '—'}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {formatMailDateTime(mail.time)}
        </Typography>
      </Box>
      {/* The server keeps only sanitized HTML; sanitizing again here costs little and guards old rows. */}
      <Box
        className="mail-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above and on the server
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(mail.message) }}
      />
      <MailAttachmentList mail={mail} />
    </Box>
  );
}
