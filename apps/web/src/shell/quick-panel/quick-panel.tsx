import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { QUICK_PANEL_WIDTH, type TQuickPanelEntry } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useShellUi } from '@/shell/shell-ui-context';
import { useQuickPanelData } from './get-quick-panel-data';
import { QuickPanelSettings } from './quick-panel-settings';

function EntryList({ title, entries }: { title: string; entries: readonly TQuickPanelEntry[] }) {
  return (
    <List aria-label={title} subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
      {entries.length === 0 && (
        <ListItem>
          <ListItemText secondary="Nada por aqui." />
        </ListItem>
      )}
      {entries.map((entry) => (
        <ListItem key={entry.id}>
          <ListItemText primary={entry.title} secondary={entry.detail} />
        </ListItem>
      ))}
    </List>
  );
}

/** The right-hand quick panel: today's date, the user's events and notes, and three switches. */
export function QuickPanel({ now = new Date() }: { now?: Date }) {
  const { user, isGuest } = useAuth();
  const { isQuickPanelOpen, setQuickPanelOpen } = useShellUi();
  const query = useQuickPanelData(user.uuid, isQuickPanelOpen && !isGuest);

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
          <EntryList title="Eventos" entries={query.data.events} />
          <Divider />
          <EntryList title="Notas" entries={query.data.notes} />
        </>
      )}
      <Divider />
      <List subheader={<ListSubheader disableSticky>Configurações</ListSubheader>}>
        <QuickPanelSettings />
      </List>
    </Drawer>
  );
}
