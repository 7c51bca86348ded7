import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAIL_TEMPLATE_KIND_LABELS,
  MAIL_TEMPLATE_KINDS,
  type TMailTemplate,
  type TMailTemplateKind,
} from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { useTemplates } from '../api/templates-api';
import { formatDateTime } from '../format';
import { NEW_TEMPLATE_ID } from './template-editor-page';

const PAGE_SIZE = 20;
type TRow = Omit<TMailTemplate, 'bodyHtml'>;

const COLUMNS: TDataTableColumn<TRow>[] = [
  {
    id: 'name',
    header: 'Modelo',
    cell: (row) => (
      <Link component={RouterLink} to={`/apps/mailing/edit/${row.id}/${row.slug}`}>
        {row.name}
      </Link>
    ),
  },
  { id: 'kind', header: 'Tipo', cell: (row) => MAIL_TEMPLATE_KIND_LABELS[row.kind] },
  { id: 'subject', header: 'Assunto', cell: (row) => row.subject },
  { id: 'version', header: 'Versão', align: 'right', cell: (row) => row.version },
  { id: 'updatedAt', header: 'Atualizado em', cell: (row) => formatDateTime(row.updatedAt) },
];

/** /apps/mailing: the e-mail templates, searched by name or subject and by kind. */
export default function TemplateListPage() {
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<TMailTemplateKind | ''>('');
  const [page, setPage] = useState(0);
  const query = useDeferredValue(q.trim());
  const { data, error, isPending } = useTemplates({
    q: query || undefined,
    kind: kind || undefined,
    page: page + 1,
    pageSize: PAGE_SIZE,
  });
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Modelos de e-mail
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/apps/mailingjobs/em-andamento" variant="outlined">
            Envios
          </Button>
          <Button
            component={RouterLink}
            to={`/apps/mailing/edit/${NEW_TEMPLATE_ID}`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Novo modelo
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Buscar modelos"
          size="small"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(0);
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label="Tipo"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as TMailTemplateKind | '');
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {MAIL_TEMPLATE_KINDS.map((item) => (
            <MenuItem key={item} value={item}>
              {MAIL_TEMPLATE_KIND_LABELS[item]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        <DataTable
          ariaLabel="Modelos de e-mail"
          columns={COLUMNS}
          rows={data?.items}
          getRowId={(row) => row.id}
          isLoading={isPending}
          error={error}
          emptyText="Nenhum modelo de e-mail ainda."
          paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        />
      </Paper>
    </Box>
  );
}
