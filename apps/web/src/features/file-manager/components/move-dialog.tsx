import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TFileItem } from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useFiles } from '../api/file-manager-api';

/**
 * 'Mover para…': browse this user's folders (the item itself is not offered, nor anything inside it) and
 * move the item into the one shown; the server refuses a loop, a taken name or too many levels.
 */
export function MoveDialog(props: {
  file: TFileItem;
  isMoving: boolean;
  onClose: () => void;
  onMove: (parentId: string | null) => void;
}) {
  const [folderId, setFolderId] = useState<string | null>(props.file.parentId);
  const listing = useFiles(folderId);
  const path = listing.data?.path ?? [];
  const folders = (listing.data?.files ?? []).filter(
    (item) => item.type === 'folder' && item.id !== props.file.id,
  );
  const parentOf = path.length > 1 ? (path[path.length - 2]?.id ?? null) : null;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="move-dialog-title">
      <DialogTitle id="move-dialog-title">Mover “{props.file.name}” para…</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {['Meus arquivos', ...path.map((folder) => folder.name)].join(' / ')}
        </Typography>
        {listing.isPending && <LoadingIndicator />}
        <List dense aria-label="Pastas">
          {folderId !== null && (
            <ListItem disablePadding>
              <ListItemButton onClick={() => setFolderId(parentOf)}>
                <ListItemIcon>
                  <ArrowUpwardOutlined />
                </ListItemIcon>
                <ListItemText primary="Pasta de cima" />
              </ListItemButton>
            </ListItem>
          )}
          {folders.map((folder) => (
            <ListItem key={folder.id} disablePadding>
              <ListItemButton onClick={() => setFolderId(folder.id)}>
                <ListItemIcon>
                  <FolderOutlined />
                </ListItemIcon>
                <ListItemText primary={folder.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {listing.isSuccess && folders.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nenhuma pasta aqui.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={props.isMoving || folderId === props.file.parentId}
          onClick={() => props.onMove(folderId)}
        >
          Mover para cá
        </Button>
      </DialogActions>
    </Dialog>
  );
}
