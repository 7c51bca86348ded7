import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TTodo } from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useAppMenus } from '@/lib/template-app-menus';
import { useTodos } from '../api/get-todos';
import { TodoDialog } from './todo-dialog';
import { TodoList } from './todo-list';
import { TodoSelectionToolbar } from './todo-selection-toolbar';
import { TodoSidebar } from './todo-sidebar';
import { useTodoRoute } from './use-todo-route';

/** The to-do app: side menu, a search box, the tasks of a folder, filter or label, and the task dialog. */
export default function TodoPage() {
  const { query, listKey } = useTodoRoute();
  const { data: todos, isPending } = useTodos(query);
  const { folders, filters, labels } = useAppMenus('todo-app');
  const [selected, setSelected] = useState<string[]>([]);
  const [selectionKey, setSelectionKey] = useState(listKey);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<TTodo | 'new' | null>(null);
  // A selection belongs to the list it was made in.
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelected([]);
  }
  const needle = search.trim().toLowerCase();
  const shown = (todos ?? []).filter(
    (todo) => !needle || `${todo.title} ${todo.notes}`.toLowerCase().includes(needle),
  );
  const ids = shown.map((todo) => todo.id);
  const handle = listKey.split('/').at(-1);
  const title =
    [...folders, ...filters, ...labels].find((item) => item.handle === handle)?.title ?? 'Tarefas';
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%' }}>
      <Box sx={{ width: { md: 260 }, flexShrink: 0, borderRight: { md: 1 }, borderColor: 'divider' }}>
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          Tarefas
        </Typography>
        <TodoSidebar onNew={() => setOpen('new')} />
      </Box>
      <Paper square elevation={0} sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, pt: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <TextField
            size="small"
            label="Buscar tarefas"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Box>
        <TodoSelectionToolbar
          ids={ids}
          selected={selected.filter((id) => ids.includes(id))}
          onSelect={setSelected}
          isDeletedList={query.filterHandle === 'deleted'}
        />
        {isPending ? (
          <LoadingIndicator />
        ) : (
          <TodoList todos={shown} selected={selected} onToggle={toggle} onOpen={setOpen} />
        )}
      </Paper>
      {open && <TodoDialog todo={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
