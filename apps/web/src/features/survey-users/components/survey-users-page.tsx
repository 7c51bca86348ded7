import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPanelRespondent } from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { type TPanelFilter, usePanelRespondents } from '../api/survey-users-api';
import { EditRespondentDialog } from './edit-respondent-dialog';
import { HistoryDialog } from './history-dialog';
import { ImportDialog } from './import-dialog';
import { RespondentFilters, type TFlagFilters } from './respondent-filters';
import { RESPONDENT_TABLE_FILTERS, RespondentTable } from './respondent-table';

const PAGE_SIZE = 20;

/** /apps/survey-users — the respondent panel (interview group). */
export default function SurveyUsersPage() {
  const [q, setQ] = useState('');
  const [flags, setFlags] = useState<TFlagFilters>({});
  const [filters, setFilters] = useState<TPanelFilter[]>([]);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<TPanelRespondent | null>(null);
  const [history, setHistory] = useState<TPanelRespondent | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const query = useDeferredValue(q.trim());
  const { filter, query: columnFilter } = useServerFilter(RESPONDENT_TABLE_FILTERS, () => setPage(0));
  const { data, error, isPending } = usePanelRespondents({
    ...columnFilter,
    page: page + 1,
    pageSize: PAGE_SIZE,
    q: query || undefined,
    consent: flags.consent === undefined ? undefined : flags.consent ? 'true' : 'false',
    optedOut: flags.optedOut === undefined ? undefined : flags.optedOut ? 'true' : 'false',
    filters,
  });
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          mb: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            Usuários das pesquisas
          </Typography>
          <Typography variant="body2" color="text.secondary">
            O painel de respondentes: quem pode ser convidado para as pesquisas.
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setIsAdding(true)}>
            Novo respondente
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setIsImporting(true)}>
            Importar respondentes
          </Button>
        </Stack>
      </Stack>
      <RespondentFilters
        q={q}
        onQChange={resetPage(setQ)}
        flags={flags}
        onFlagsChange={resetPage(setFlags)}
        filters={filters}
        onFiltersChange={resetPage(setFilters)}
      />
      <Paper variant="outlined">
        <RespondentTable
          items={data?.items}
          isLoading={isPending}
          error={error}
          filter={filter}
          paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
          onEdit={setEditing}
          onHistory={setHistory}
        />
      </Paper>
      {editing && <EditRespondentDialog respondent={editing} onClose={() => setEditing(null)} />}
      {isAdding && <EditRespondentDialog respondent={null} onClose={() => setIsAdding(false)} />}
      {history && <HistoryDialog respondent={history} onClose={() => setHistory(null)} />}
      {isImporting && <ImportDialog onClose={() => setIsImporting(false)} />}
    </Box>
  );
}
