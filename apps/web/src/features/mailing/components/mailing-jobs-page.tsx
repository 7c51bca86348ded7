import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  MAILING_JOB_PAGES,
  MAILING_JOB_STATUS_LABELS,
  type TMailingJob,
  type TMailingJobPage,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { useMailingJobs } from '../api/jobs-api';
import { formatDateTime } from '../format';
import { CreateJobDialog } from './create-job-dialog';
import { JobDetail } from './job-detail';
import { percentOf } from './job-progress';

const PAGE_SIZE = 20;
const TABS: { page: TMailingJobPage; label: string }[] = [
  { page: 'em-andamento', label: 'Em andamento' },
  { page: 'agendados', label: 'Agendados' },
  { page: 'concluidos', label: 'Concluídos' },
];
type TRow = Omit<TMailingJob, 'audit'>;

const COLUMNS: TDataTableColumn<TRow>[] = [
  {
    id: 'template',
    header: 'Modelo',
    cell: (job) => (
      <Link component={RouterLink} to={`/apps/mailingjobs/${job.id}`}>
        {`${job.templateName} (v${job.templateVersion})`}
      </Link>
    ),
  },
  { id: 'campaign', header: 'Campanha', cell: (job) => job.campaignName },
  { id: 'status', header: 'Status', cell: (job) => MAILING_JOB_STATUS_LABELS[job.status] },
  {
    id: 'progress',
    header: 'Progresso',
    cell: (job) => (
      <Box sx={{ minWidth: 120 }}>
        <Typography variant="caption">{`${job.done} de ${job.total} (${percentOf(job)} %)`}</Typography>
        <LinearProgress
          variant="determinate"
          value={percentOf(job)}
          aria-label={`Progresso de ${job.templateName}`}
        />
      </Box>
    ),
  },
  {
    id: 'when',
    header: 'Início',
    cell: (job) => formatDateTime(job.scheduledAt ?? job.createdAt),
  },
];

function JobList({ view }: { view: TMailingJobPage }) {
  const [page, setPage] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const { data, error, isPending } = useMailingJobs(view, page + 1, PAGE_SIZE);
  return (
    <>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Envios de e-mail
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/apps/mailing" variant="outlined">
            Modelos
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Novo envio
          </Button>
        </Stack>
      </Stack>
      <Tabs value={view} aria-label="Envios por situação" sx={{ mb: 2 }}>
        {TABS.map((tab) => (
          <Tab
            key={tab.page}
            value={tab.page}
            label={tab.label}
            component={RouterLink}
            to={`/apps/mailingjobs/${tab.page}`}
          />
        ))}
      </Tabs>
      <Paper variant="outlined">
        <DataTable
          ariaLabel="Envios"
          columns={COLUMNS}
          rows={data?.items}
          getRowId={(job) => job.id}
          isLoading={isPending}
          error={error}
          emptyText="Nenhum envio nesta situação."
          paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        />
      </Paper>
      {isCreating && <CreateJobDialog onClose={() => setIsCreating(false)} />}
    </>
  );
}

const isJobPage = (value: string): value is TMailingJobPage => Object.hasOwn(MAILING_JOB_PAGES, value);

/** /apps/mailingjobs/{subPage}: a tab of the jobs list (em-andamento, agendados, concluidos) or one job by id. */
export default function MailingJobsPage() {
  const { subPage = 'em-andamento' } = useParams();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      {isJobPage(subPage) ? <JobList key={subPage} view={subPage} /> : <JobDetail jobId={subPage} />}
    </Box>
  );
}
