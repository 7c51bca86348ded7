import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, type TSurveySummary } from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useSurveys } from '../api/get-surveys';
import { archiveSurvey, duplicateSurvey, useSurveyAction } from '../api/survey-actions';
import { CreateSurveyDialog } from './create-survey-dialog';
import { SurveyFilters, type TSurveyFilters } from './survey-filters';
import { SurveyTable } from './survey-table';

const NO_FILTERS: TSurveyFilters = { q: '', status: '', category: '', archived: false };

/** /apps/coleta/questionarios — search, filter, create, duplicate, archive. */
export default function QuestionnaireListPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [isCreating, setIsCreating] = useState(false);
  const q = useDeferredValue(filters.q.trim());
  const { data, error, isPending } = useSurveys({
    page: page + 1,
    pageSize,
    q: q || undefined,
    status: filters.status || undefined,
    category: filters.category || undefined,
    archived: filters.archived,
  });
  const duplicate = useSurveyAction(
    (survey: TSurveySummary) => duplicateSurvey(survey.id),
    'Questionário duplicado.',
  );
  const archive = useSurveyAction(
    (survey: TSurveySummary) => archiveSurvey(survey.id, !survey.isArchived),
    'Questionário atualizado.',
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Questionários
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
          Novo questionário
        </Button>
      </Stack>
      <SurveyFilters
        value={filters}
        categories={data?.categories ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <Paper variant="outlined">
        {isPending && <LoadingIndicator />}
        {error && (
          <Typography color="error" sx={{ p: 2 }}>
            {getErrorMessage(error)}
          </Typography>
        )}
        {data && data.items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            Nenhum questionário encontrado.
          </Typography>
        )}
        {data && data.items.length > 0 && (
          <SurveyTable items={data.items} onDuplicate={duplicate.mutate} onArchive={archive.mutate} />
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          labelRowsPerPage="Por página"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
      <CreateSurveyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </Box>
  );
}
