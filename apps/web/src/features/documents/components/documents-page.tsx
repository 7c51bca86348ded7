import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, type TDocSummary } from '@pesquisemais/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NameDialog, SettingsDialog } from '@/components/board/board-dialogs';
import { BoardTile } from '@/components/board/board-tile';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useStudies } from '@/lib/studies';
import {
  useCreateDoc,
  useDeleteDoc,
  useRenameDoc,
  useRestoreDoc,
  useUpdateDocSettings,
} from '../api/doc-mutations';
import { useDocs } from '../api/get-docs';
import { useFollowedActivity } from '../api/use-doc-live';

type TDialog = { kind: 'new' } | { kind: 'rename' | 'settings'; doc: TDocSummary } | null;

const matches = (doc: TDocSummary, query: string) =>
  [doc.name, ...doc.tags, ...doc.categories].some((text) => text.toLowerCase().includes(query));

/** /apps/documents — the study boards this user is a member of. */
export default function DocumentsPage() {
  const { user } = useAuth();
  useFollowedActivity();
  const navigate = useNavigate();
  const [isBin, setBin] = useState(false);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<TDialog>(null);
  const docs = useDocs(isBin);
  const create = useCreateDoc();
  const rename = useRenameDoc();
  const settings = useUpdateDocSettings();
  const remove = useDeleteDoc();
  const restore = useRestoreDoc();
  const isEditor = can(user, 'docs:edit');
  const studies = useStudies('', dialog?.kind === 'settings');
  const query = search.trim().toLowerCase();
  const shown = (docs.data ?? []).filter((doc) => matches(doc, query));

  const handleDelete = async (doc: TDocSummary) => {
    const isConfirmed = await confirm({
      title: 'Excluir quadro?',
      message: `“${doc.name}” vai para a lixeira e pode ser restaurado por 30 dias.`,
      confirmText: 'Excluir',
    });
    if (isConfirmed) remove.mutate(doc.id);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Documentos
        </Typography>
        {isEditor && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ kind: 'new' })}>
            Novo quadro
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Buscar quadros"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <Tabs value={isBin ? 'bin' : 'boards'} onChange={(_event, value) => setBin(value === 'bin')}>
          <Tab value="boards" label="Quadros" />
          {isEditor && <Tab value="bin" label="Lixeira (30 dias)" />}
        </Tabs>
      </Stack>
      {docs.isPending && <LoadingIndicator />}
      {docs.isError && <QueryError error={docs.error} />}
      {docs.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary">
          {isBin
            ? 'A lixeira está vazia.'
            : query
              ? 'Nenhum quadro encontrado.'
              : 'Você ainda não participa de nenhum quadro.'}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {shown.map((doc) => (
          <BoardTile
            key={doc.id}
            doc={doc}
            onOpen={() => navigate(`/apps/documents/board/${doc.id}/${doc.uri}`)}
            onRename={() => setDialog({ kind: 'rename', doc })}
            onSettings={() => setDialog({ kind: 'settings', doc })}
            onDelete={() => void handleDelete(doc)}
            onRestore={() => restore.mutate(doc.id)}
          />
        ))}
      </Box>
      {dialog?.kind === 'new' && (
        <NameDialog
          title="Novo quadro"
          label="Nome do quadro"
          onClose={() => setDialog(null)}
          onSave={(name) =>
            create.mutate(
              { name },
              {
                onSuccess: (doc) =>
                  navigate(`/apps/documents/board/${(doc as TDocSummary).id}/${(doc as TDocSummary).uri}`),
              },
            )
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title="Renomear quadro"
          label="Nome do quadro"
          initial={dialog.doc.name}
          onClose={() => setDialog(null)}
          onSave={(docTitle) =>
            rename.mutate({ docId: dialog.doc.id, docTitle }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog?.kind === 'settings' && (
        <SettingsDialog
          settings={dialog.doc.settings}
          canEdit={dialog.doc.canEdit}
          study={{
            surveyId: dialog.doc.surveyId,
            options: (studies.data?.studies ?? []).map((study) => ({ id: study.id, title: study.title })),
          }}
          onClose={() => setDialog(null)}
          onSave={(changes) =>
            settings.mutate({ docId: dialog.doc.id, settings: changes }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
    </Box>
  );
}
