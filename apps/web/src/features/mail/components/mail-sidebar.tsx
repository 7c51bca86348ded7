import Delete from '@mui/icons-material/DeleteOutlined';
import Drafts from '@mui/icons-material/DraftsOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import Label from '@mui/icons-material/Label';
import LabelImportant from '@mui/icons-material/LabelImportantOutlined';
import Report from '@mui/icons-material/ReportOutlined';
import Send from '@mui/icons-material/SendOutlined';
import Star from '@mui/icons-material/StarBorderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMailMenus } from '../api/get-mail-menus';

const ICONS: Record<string, ReactNode> = {
  inbox: <Inbox />,
  send: <Send />,
  drafts: <Drafts />,
  report: <Report />,
  delete: <Delete />,
  star: <Star />,
  label_important: <LabelImportant />,
};

function MenuLink({ to, icon, title }: { to: string; icon: ReactNode; title: string }) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={title} />
    </ListItemButton>
  );
}

/** Compose button, folders, filters and labels of the mailbox. */
export function MailSidebar({ onCompose }: { onCompose: () => void }) {
  const { folders, filters, labels } = useMailMenus();
  return (
    <Box component="nav" aria-label="Pastas do e-mail" sx={{ p: 2 }}>
      <Button variant="contained" fullWidth onClick={onCompose} sx={{ mb: 2 }}>
        Escrever
      </Button>
      <List dense subheader={<ListSubheader disableSticky>Pastas</ListSubheader>}>
        {folders.map((folder) => (
          <MenuLink
            key={folder.id}
            to={`/apps/mail/${folder.handle}`}
            icon={ICONS[folder.icon]}
            title={folder.title}
          />
        ))}
      </List>
      <List dense subheader={<ListSubheader disableSticky>Filtros</ListSubheader>}>
        {filters.map((filter) => (
          <MenuLink
            key={filter.id}
            to={`/apps/mail/filter/${filter.handle}`}
            icon={ICONS[filter.icon]}
            title={filter.title}
          />
        ))}
      </List>
      <List dense subheader={<ListSubheader disableSticky>Etiquetas</ListSubheader>}>
        {labels.map((label) => (
          <MenuLink
            key={label.id}
            to={`/apps/mail/label/${label.handle}`}
            icon={<Label sx={{ color: label.color }} />}
            title={label.title}
          />
        ))}
      </List>
    </Box>
  );
}
