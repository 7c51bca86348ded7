import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { QUICK_PANEL_WIDTH, type TQuickPanelEntry } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useShellUi } from '@/shell/shell-ui-context';
import { useQuickPanelData } from './get-quick-panel-data';
import { QuickPanelSettings } from './quick-panel-settings';

/** One list of the panel; each entry opens the app it comes from (calendar or notes). */
function EntryList(props: {
  title: string;
  entries: readonly TQuickPanelEntry[];
  to: string;
  onOpen: () => void;
}) {
  const { title, entries, to, onOpen } = props;
  return (
    <List aria-label={title} subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
      {entries.length === 0 && (
        <ListItem>
          <ListItemText secondary="Nada por aqui." />
        </ListItem>
      )}
      {entries.map((entry) => (
        <ListItem key={entry.id} disablePadding>
          <ListItemButton component={Link} to={to} onClick={onOpen}>
            <ListItemText primary={entry.title} secondary={entry.detail} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The right-hand quick panel: today's date, the user's next events and newest notes, and three switches. */
export function QuickPanel({ now = new Date() }: { now?: Date }) {
  const { user, isGuest } = useAuth();
  const { isQuickPanelOpen, setQuickPanelOpen } = useShellUi();
  const query = useQuickPanelData(user.uuid, isQuickPanelOpen && !isGuest);
  const close = () => setQuickPanelOpen(false);

  return (
    <Drawer
      anchor="right"
      open={isQuickPanelOpen}
      onClose={() => setQuickPanelOpen(false)}
      slotProps={{ paper: { sx: { width: QUICK_PANEL_WIDTH }, 'aria-label': 'Painel rápido' } }}
    >
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" sx={{ textTransform: 'capitalize' }}>
          {format(now, 'EEEE', { locale: ptBR })}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 300 }}>
          {format(now, "d 'de' MMMM", { locale: ptBR })}
        </Typography>
      </Box>
      <Divider />
      {isGuest && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Entre para ver seus eventos e notas.
        </Typography>
      )}
      {query.isPending && !isGuest && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Carregando...
        </Typography>
      )}
      {query.isError && (
        <Typography sx={{ p: 2 }} color="error">
          {getErrorMessage(query.error)}
        </Typography>
      )}
      {query.data && (
        <>
          <EntryList title="Eventos" entries={query.data.events} to="/apps/calendar" onOpen={close} />
          <Divider />
          <EntryList title="Notas" entries={query.data.notes} to="/apps/notes" onOpen={close} />
        </>
      )}
      <Divider />
      {/* Switches, not list items: a group named by its heading (a <ul> may only hold <li>). */}
      <Box role="group" aria-labelledby="quick-panel-settings-title" sx={{ pb: 1 }}>
        <ListSubheader component="div" id="quick-panel-settings-title" disableSticky>
          Configurações
        </ListSubheader>
        <QuickPanelSettings />
      </Box>
    </Drawer>
  );
}
