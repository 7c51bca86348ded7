import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TMail } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';
import { useUpdateMail } from '../api/update-mail';
import { formatMailTime, mailExcerpt } from './mail-format';
import { MailLabels } from './mail-labels';

type TProps = {
  mails: TMail[];
  listPath: string;
  selected: string[];
  onToggle: (id: string) => void;
};

/** The mails of a folder, filter or label: checkbox, star, important, sender, subject, excerpt, time. */
export function MailList({ mails, listPath, selected, onToggle }: TProps) {
  const update = useUpdateMail();
  if (mails.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        Nenhum e-mail aqui.
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="E-mails">
      {mails.map((mail) => {
        const person = mail.folder === 'sent' || mail.folder === 'drafts' ? mail.to[0] : mail.from;
        return (
          <ListItem
            key={mail.id}
            divider
            sx={{
              gap: 1,
              bgcolor: mail.read ? 'background.default' : 'background.paper',
              alignItems: 'flex-start',
            }}
          >
            <Checkbox
              slotProps={{ input: { 'aria-label': `Selecionar ${mail.subject}` } }}
              checked={selected.includes(mail.id)}
              onChange={() => onToggle(mail.id)}
            />
            <IconButton
              aria-label={mail.starred ? 'Remover estrela' : 'Marcar com estrela'}
              onClick={() => update.mutate({ id: mail.id, starred: !mail.starred })}
            >
              {mail.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
            </IconButton>
            <IconButton
              aria-label={mail.important ? 'Remover importante' : 'Marcar como importante'}
              onClick={() => update.mutate({ id: mail.id, important: !mail.important })}
            >
              {mail.important ? <LabelImportant sx={{ color: 'error.main' }} /> : <LabelImportantOutlined />}
            </IconButton>
            <Box
              component={RouterLink}
              to={`${listPath}/${mail.id}`}
              sx={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none', py: 1 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography noWrap sx={{ fontWeight: mail.read ? 400 : 700 }}>
                  {person?.name ?? '(sem destinatário)'}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {formatMailTime(mail.time)}
                </Typography>
              </Box>
              <Typography noWrap sx={{ fontWeight: mail.read ? 400 : 700 }}>
                {mail.subject || '(sem assunto)'}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {mailExcerpt(mail.message)}
              </Typography>
              <MailLabels handles={mail.labels} />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
