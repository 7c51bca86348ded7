import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TMailFolderHandle } from '@pesquisemais/shared';
import { useState } from 'react';
import { useMailMenus } from '../api/get-mail-menus';
import { useMailSelectionActions } from '../api/mail-selection-actions';

type TProps = { ids: string[]; selected: string[]; onSelect: (ids: string[]) => void };

/** Select all, move to a folder, toggle a label and delete, on the selected mails. */
export function MailSelectionToolbar({ ids, selected, onSelect }: TProps) {
  const { folders, labels } = useMailMenus();
  const { setFolder, toggleLabel, remove } = useMailSelectionActions();
  const [menu, setMenu] = useState<{ kind: 'folder' | 'label'; anchor: HTMLElement } | null>(null);
  const isAll = ids.length > 0 && selected.length === ids.length;
  const hasSelection = selected.length > 0;
  const close = () => setMenu(null);
  const done = () => {
    close();
    onSelect([]);
  };
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
        slotProps={{ input: { 'aria-label': 'Selecionar todos' } }}
        checked={isAll}
        indeterminate={hasSelection && !isAll}
        onChange={() => onSelect(isAll ? [] : ids)}
      />
      {hasSelection && (
        <>
          <Typography variant="body2" sx={{ mr: 1 }}>
            {selected.length === 1 ? '1 selecionado' : `${selected.length} selecionados`}
          </Typography>
          <Tooltip title="Mover para">
            <IconButton
              aria-label="Mover para"
              onClick={(event) => setMenu({ kind: 'folder', anchor: event.currentTarget })}
            >
              <DriveFileMove />
            </IconButton>
          </Tooltip>
          <Tooltip title="Etiquetas">
            <IconButton
              aria-label="Etiquetas"
              onClick={(event) => setMenu({ kind: 'label', anchor: event.currentTarget })}
            >
              <LabelOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Excluir">
            <IconButton
              aria-label="Excluir"
              onClick={() => remove.mutate({ selectedMailIds: selected }, { onSuccess: done })}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </>
      )}
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
    </Box>
  );
}
