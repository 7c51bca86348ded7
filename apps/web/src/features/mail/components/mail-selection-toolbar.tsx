import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TMailFolderHandle } from '@pesquisemais/shared';
import { useState } from 'react';
import { SelectionToolbar } from '@/components/selection-toolbar/selection-toolbar';
import { useMailMenus } from '../api/get-mail-menus';
import { useMailSelectionActions } from '../api/mail-selection-actions';

type TProps = { ids: string[]; selected: string[]; onSelect: (ids: string[]) => void };

/** Select all, move to a folder, toggle a label and delete, on the selected mails. */
export function MailSelectionToolbar({ ids, selected, onSelect }: TProps) {
  const { folders, labels } = useMailMenus();
  const { setFolder, toggleLabel, remove } = useMailSelectionActions();
  const [menu, setMenu] = useState<{ kind: 'folder' | 'label'; anchor: HTMLElement } | null>(null);
  const close = () => setMenu(null);
  const done = () => {
    close();
    onSelect([]);
  };
  return (
    <SelectionToolbar
      ids={ids}
      selected={selected}
      onSelect={onSelect}
      selectAllLabel="Selecionar todos"
      countLabel={(count) => (count === 1 ? '1 selecionado' : `${count} selecionados`)}
      actions={[
        {
          label: 'Mover para',
          icon: <DriveFileMove />,
          onClick: (event) => setMenu({ kind: 'folder', anchor: event.currentTarget }),
        },
        {
          label: 'Etiquetas',
          icon: <LabelOutlined />,
          onClick: (event) => setMenu({ kind: 'label', anchor: event.currentTarget }),
        },
        {
          label: 'Excluir',
          icon: <DeleteOutlined />,
          onClick: () => remove.mutate({ selectedMailIds: selected }, { onSuccess: done }),
        },
      ]}
    >
      <Menu open={menu?.kind === 'folder'} anchorEl={menu?.anchor} onClose={close}>
        {folders.map((folder) => (
          <MenuItem
            key={folder.id}
            onClick={() =>
              setFolder.mutate(
                { selectedMailIds: selected, folderId: folder.handle as TMailFolderHandle },
                { onSuccess: done },
              )
            }
          >
            {folder.title}
          </MenuItem>
        ))}
      </Menu>
      <Menu open={menu?.kind === 'label'} anchorEl={menu?.anchor} onClose={close}>
        {labels.map((label) => (
          <MenuItem
            key={label.id}
            onClick={() =>
              toggleLabel.mutate({ selectedMailIds: selected, labelId: label.id }, { onSuccess: close })
            }
          >
            {label.title}
          </MenuItem>
        ))}
      </Menu>
    </SelectionToolbar>
  );
}
