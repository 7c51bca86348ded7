import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppMenus } from '@/lib/template-app-menus';
import { useTodoActions } from '../api/todo-selection-actions';

type TProps = {
  ids: string[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  isDeletedList: boolean;
};

/** Select all, toggle a label, remove (soft) or bring back the selected tasks. */
export function TodoSelectionToolbar({ ids, selected, onSelect, isDeletedList }: TProps) {
  const { labels } = useAppMenus('todo-app');
  const { toggleLabel, removeMany, restore } = useTodoActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isAll = ids.length > 0 && selected.length === ids.length;
  const hasSelection = selected.length > 0;
  const clear = () => onSelect([]);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        slotProps={{ input: { 'aria-label': 'Selecionar todas' } }}
        checked={isAll}
        indeterminate={hasSelection && !isAll}
        onChange={() => onSelect(isAll ? [] : ids)}
      />
      {hasSelection && (
        <>
          <Typography variant="body2" sx={{ mr: 1 }}>
            {selected.length === 1 ? '1 selecionada' : `${selected.length} selecionadas`}
          </Typography>
          <Tooltip title="Etiquetas">
            <IconButton aria-label="Etiquetas" onClick={(event) => setAnchor(event.currentTarget)}>
              <LabelOutlined />
            </IconButton>
          </Tooltip>
          {isDeletedList ? (
            <Tooltip title="Restaurar">
              <IconButton
                aria-label="Restaurar"
                onClick={() => restore.mutate(selected, { onSuccess: clear })}
              >
                <RestoreFromTrash />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title="Excluir">
              <IconButton
                aria-label="Excluir"
                onClick={() => removeMany.mutate(selected, { onSuccess: clear })}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          )}
        </>
      )}
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {labels.map((label) => (
          <MenuItem
            key={label.id}
            onClick={() =>
              toggleLabel.mutate(
                { selectedTodoIds: selected, labelId: label.id },
                { onSuccess: () => setAnchor(null) },
              )
            }
          >
            {label.title}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
