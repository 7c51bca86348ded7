import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FILE_MANAGER_LIMITS, type TFileItem } from '@pesquisemais/shared';
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NameDialog } from '@/components/board/board-dialogs';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { formatBytes } from '@/lib/format-bytes';
import {
  useDeleteFile,
  useDownload,
  useFiles,
  useMoveFile,
  useNewFolder,
  useRenameFile,
  useUpload,
} from '../api/file-manager-api';
import { FileDetails } from './file-details';
import { formatDate, TYPE_LABELS } from './file-format';
import { FileIcon } from './file-icon';
import { MoveDialog } from './move-dialog';

type TDialog = { kind: 'folder' } | { kind: 'rename' | 'move'; file: TFileItem } | null;

const folderUrl = (id: string | null) => (id ? `/apps/file-manager?pasta=${id}` : '/apps/file-manager');

/** /apps/file-manager — this user's folders and files, a details panel for the one selected. */
export default function FileManagerPage() {
  const [params, setParams] = useSearchParams();
  const folderId = params.get('pasta');
  const files = useFiles(folderId);
  const newFolder = useNewFolder();
  const upload = useUpload();
  const rename = useRenameFile();
  const move = useMoveFile();
  const remove = useDeleteFile();
  const download = useDownload();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const input = useRef<HTMLInputElement>(null);
  const selected = files.data?.files.find((file) => file.id === selectedId) ?? null;

  const openFolder = (id: string | null) => {
    setSelectedId(null);
    setParams(id ? { pasta: id } : {});
  };
  const handleUpload = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) upload.mutate({ parentId: folderId, file });
    if (input.current) input.current.value = '';
  };
  const handleDelete = async (file: TFileItem) => {
    const isConfirmed = await confirm({
      title: file.type === 'folder' ? 'Excluir pasta?' : 'Excluir arquivo?',
      message:
        file.type === 'folder'
          ? `“${file.name}” e tudo o que ela contém serão excluídos.`
          : `“${file.name}” será excluído.`,
      confirmText: 'Excluir',
    });
    if (isConfirmed) remove.mutate(file.id, { onSuccess: () => setSelectedId(null) });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Gerenciador de arquivos
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<CreateNewFolderOutlined />} onClick={() => setDialog({ kind: 'folder' })}>
            Nova pasta
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            Enviar arquivos
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Arquivos para enviar"
            onChange={(event) => handleUpload(event.target.files)}
          />
        </Stack>
      </Stack>
      <Breadcrumbs aria-label="Pastas">
        <Link component={RouterLink} to={folderUrl(null)} underline="hover" color="inherit">
          Meus arquivos
        </Link>
        {(files.data?.path ?? []).map((folder) => (
          <Link
            key={folder.id}
            component={RouterLink}
            to={folderUrl(folder.id)}
            underline="hover"
            color="inherit"
          >
            {folder.name}
          </Link>
        ))}
      </Breadcrumbs>
      {files.data && (
        <Box sx={{ maxWidth: 360 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (files.data.usedBytes / files.data.quotaBytes) * 100)}
            aria-label="Espaço usado"
          />
          <Typography variant="caption" color="text.secondary">
            {formatBytes(files.data.usedBytes)} de {formatBytes(files.data.quotaBytes)} usados · até{' '}
            {formatBytes(FILE_MANAGER_LIMITS.fileMaxBytes)} por arquivo
          </Typography>
        </Box>
      )}
      {upload.isPending && <LinearProgress aria-label="Enviando arquivos" />}
      {files.isPending && <LoadingIndicator />}
      {files.isError && <QueryError error={files.error} />}
      {files.isSuccess && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TableContainer sx={{ flexGrow: 1 }}>
            <Table size="small" aria-label="Arquivos e pastas">
              <TableHead>
                <TableRow>
                  <TableCell>Nome</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Tipo</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Proprietário</TableCell>
                  <TableCell align="right">Tamanho</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Modificado</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {files.data.files.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Typography color="text.secondary">Esta pasta está vazia.</Typography>
                    </TableCell>
                  </TableRow>
                )}
                {files.data.files.map((file) => (
                  <TableRow
                    key={file.id}
                    hover
                    selected={file.id === selectedId}
                    onDoubleClick={() => (file.type === 'folder' ? openFolder(file.id) : undefined)}
                  >
                    <TableCell>
                      <Button
                        color="inherit"
                        startIcon={<FileIcon type={file.type} />}
                        onClick={() => setSelectedId(file.id)}
                        aria-pressed={file.id === selectedId}
                        sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
                      >
                        {file.name}
                      </Button>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {TYPE_LABELS[file.type]}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{file.owner}</TableCell>
                    <TableCell align="right">{formatBytes(file.size)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {formatDate(file.modified)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {selected && (
            <FileDetails
              file={selected}
              onOpenFolder={() => openFolder(selected.id)}
              onDownload={() => download.mutate(selected)}
              onRename={() => setDialog({ kind: 'rename', file: selected })}
              onMove={() => setDialog({ kind: 'move', file: selected })}
              onDelete={() => void handleDelete(selected)}
            />
          )}
        </Stack>
      )}
      {dialog?.kind === 'folder' && (
        <NameDialog
          title="Nova pasta"
          label="Nome da pasta"
          onClose={() => setDialog(null)}
          onSave={(name) =>
            newFolder.mutate({ parentId: folderId, name }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title="Renomear"
          label="Novo nome"
          initial={dialog.file.name}
          onClose={() => setDialog(null)}
          onSave={(name) => rename.mutate({ id: dialog.file.id, name }, { onSuccess: () => setDialog(null) })}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          file={dialog.file}
          isMoving={move.isPending}
          onClose={() => setDialog(null)}
          onMove={(parentId) =>
            move.mutate(
              { id: dialog.file.id, parentId },
              {
                onSuccess: () => {
                  setDialog(null);
                  setSelectedId(null);
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}
