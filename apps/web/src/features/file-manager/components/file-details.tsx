import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TFileItem } from '@pesquisemais/shared';
import { formatBytes } from '@/lib/format-bytes';
import { usePreview, useSetOffline } from '../api/file-manager-api';
import { formatDate, TYPE_LABELS } from './file-format';
import { FileIcon } from './file-icon';

/** The details panel of the selected item: preview, facts, and what can be done with it. */
export function FileDetails(props: {
  file: TFileItem;
  onOpenFolder: () => void;
  onDownload: () => void;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
}) {
  const { file } = props;
  const preview = usePreview(file.preview);
  const offline = useSetOffline();
  const isFolder = file.type === 'folder';
  const facts: [string, string][] = [
    ['Tipo', TYPE_LABELS[file.type]],
    ['Tamanho', formatBytes(file.size)],
    ['Local', file.location],
    ['Proprietário', file.owner],
    ['Modificado', formatDate(file.modified)],
    ['Aberto', formatDate(file.opened)],
    ['Criado', formatDate(file.created)],
  ];
  if (file.extention) facts.splice(1, 0, ['Extensão', file.extention]);
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label="Detalhes"
      sx={{ p: 2, width: { md: 320 }, flexShrink: 0 }}
    >
      <Stack spacing={2}>
        <Box
          sx={{
            height: 160,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={`Prévia de ${file.name}`}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <FileIcon type={file.type} sx={{ fontSize: 72 }} />
          )}
        </Box>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
          {file.name}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {!isFolder && (
          <FormControlLabel
            control={
              <Switch
                checked={file.offline}
                onChange={(event) => offline.mutate({ id: file.id, offline: event.target.checked })}
              />
            }
            label="Disponível offline"
          />
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {isFolder ? (
            <Button variant="contained" startIcon={<FolderOpenOutlined />} onClick={props.onOpenFolder}>
              Abrir
            </Button>
          ) : (
            <Button variant="contained" startIcon={<DownloadOutlined />} onClick={props.onDownload}>
              Baixar
            </Button>
          )}
          <Button startIcon={<DriveFileRenameOutline />} onClick={props.onRename}>
            Renomear
          </Button>
          <Button startIcon={<DriveFileMoveOutlined />} onClick={props.onMove}>
            Mover para…
          </Button>
          <Button color="error" startIcon={<DeleteOutlined />} onClick={props.onDelete}>
            Excluir
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
