import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, type TSurveySummary } from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { useSurveys } from '../api/get-surveys';
import { archiveSurvey, duplicateSurvey, useSurveyAction } from '../api/survey-actions';
import { CreateSurveyDialog } from './create-survey-dialog';
import { SurveyFilters, type TSurveyFilters } from './survey-filters';
import { SURVEY_TABLE_FILTERS, SurveyTable } from './survey-table';

const NO_FILTERS: TSurveyFilters = { q: '', status: '', category: '', archived: false };

/** /apps/coleta/questionarios — search, filter, create, duplicate, archive. */
export default function QuestionnaireListPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [isCreating, setIsCreating] = useState(false);
  const q = useDeferredValue(filters.q.trim());
  const { filter, query: columnFilter } = useServerFilter(SURVEY_TABLE_FILTERS, () => setPage(0));
  const { data, error, isPending } = useSurveys({
    ...columnFilter,
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
        <SurveyTable
          items={data?.items}
          isLoading={isPending}
          error={error}
          filter={filter}
          paging={{
            total: data?.total ?? 0,
            page,
            pageSize,
            pageSizeOptions: [10, 20, 50],
            onPageChange: setPage,
            onPageSizeChange: (next) => {
              setPageSize(next);
              setPage(0);
            },
          }}
          onDuplicate={duplicate.mutate}
          onArchive={archive.mutate}
        />
      </Paper>
      <CreateSurveyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </Box>
  );
}
