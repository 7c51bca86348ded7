import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TTodo } from '@pesquisemais/shared';
import { LabelChips } from '@/components/app-side-menu/label-chips';
import { useAppMenus } from '@/lib/template-app-menus';
import { useSaveTodo } from '../api/save-todo';
import { formatDueDate } from './todo-format';

type TProps = {
  todos: TTodo[];
  selected: string[];
  onToggle: (id: string) => void;
  onOpen: (todo: TTodo) => void;
};

/** The tasks: selection, done, title, notes, due date, labels, priority and star. */
export function TodoList({ todos, selected, onToggle, onOpen }: TProps) {
  const { labels } = useAppMenus('todo-app');
  const save = useSaveTodo();
  const flip = (todo: TTodo, change: Partial<TTodo>) => save.mutate({ ...todo, ...change });
  if (todos.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        Nenhuma tarefa aqui.
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="Tarefas">
      {todos.map((todo) => (
        <ListItem key={todo.id} divider sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Checkbox
            slotProps={{ input: { 'aria-label': `Selecionar ${todo.title}` } }}
            checked={selected.includes(todo.id)}
            onChange={() => onToggle(todo.id)}
          />
          <IconButton
            aria-label={todo.completed ? 'Marcar como pendente' : 'Marcar como concluída'}
            onClick={() => flip(todo, { completed: !todo.completed })}
          >
            {todo.completed ? <CheckCircle color="success" /> : <RadioButtonUnchecked />}
          </IconButton>
          <ButtonBase
            onClick={() => onOpen(todo)}
            aria-label={`Editar ${todo.title}`}
            sx={{ flex: 1, minWidth: 0, display: 'block', textAlign: 'left', py: 1 }}
          >
            <Typography sx={{ textDecoration: todo.completed ? 'line-through' : 'none' }} noWrap>
              {todo.title}
            </Typography>
            {todo.notes && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {todo.notes}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
              {todo.dueDate && (
                <Typography variant="caption" color="text.secondary">
                  Prazo: {formatDueDate(todo.dueDate)}
                </Typography>
              )}
              <LabelChips handles={todo.labels} labels={labels} />
            </Box>
          </ButtonBase>
          <IconButton
            aria-label={todo.important ? 'Remover prioridade' : 'Marcar como prioridade'}
            onClick={() => flip(todo, { important: !todo.important })}
          >
            {todo.important ? <ErrorIcon color="error" /> : <ErrorOutline />}
          </IconButton>
          <IconButton
            aria-label={todo.starred ? 'Remover estrela' : 'Marcar com estrela'}
            onClick={() => flip(todo, { starred: !todo.starred })}
          >
            {todo.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          </IconButton>
        </ListItem>
      ))}
    </List>
  );
}
