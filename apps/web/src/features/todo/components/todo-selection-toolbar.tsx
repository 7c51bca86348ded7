import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
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
  const clear = () => onSelect([]);
  const removal = isDeletedList
    ? {
        label: 'Restaurar',
        icon: <RestoreFromTrash />,
        onClick: () => restore.mutate(selected, { onSuccess: clear }),
      }
    : {
        label: 'Excluir',
        icon: <DeleteOutlined />,
        onClick: () => removeMany.mutate(selected, { onSuccess: clear }),
      };
  return (
    <SelectionToolbar
      ids={ids}
      selected={selected}
      onSelect={onSelect}
      selectAllLabel="Selecionar todas"
      countLabel={(count) => (count === 1 ? '1 selecionada' : `${count} selecionadas`)}
      actions={[
        { label: 'Etiquetas', icon: <LabelOutlined />, onClick: (event) => setAnchor(event.currentTarget) },
        removal,
      ]}
    >
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
    </SelectionToolbar>
  );
}
