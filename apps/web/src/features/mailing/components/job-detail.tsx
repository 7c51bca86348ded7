import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMailingJob } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { type TJobAction, useJobAction, useMailingJob } from '../api/jobs-api';
import { useJobProgress } from '../api/use-job-progress';
import { formatDateTime } from '../format';
import { JobProgress } from './job-progress';
import { RecipientTable } from './recipient-table';

const ACTIONS: { action: TJobAction; label: string; when: TMailingJob['status'][] }[] = [
  { action: 'pause', label: 'Pausar', when: ['running', 'scheduled'] },
  { action: 'resume', label: 'Retomar', when: ['paused'] },
  { action: 'cancel', label: 'Cancelar envio', when: ['running', 'scheduled', 'paused'] },
];

/** /apps/mailingjobs/{id}: a job's live progress, its recipients and who started, paused or cancelled it. */
export function JobDetail({ jobId }: { jobId: string }) {
  const { data: job, error, isPending } = useMailingJob(jobId);
  const room = useJobProgress(jobId);
  const act = useJobAction(jobId);
  if (isPending) return <LoadingIndicator />;
  if (error || !job) return <Alert severity="error">{getErrorMessage(error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Box>
        <Link component={RouterLink} to="/apps/mailingjobs/em-andamento">
          Voltar para os envios
        </Link>
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {`${job.templateName} (versão ${job.templateVersion})`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${job.campaignName} · ${job.audience}`}
          {job.scheduledAt && ` · agendado para ${formatDateTime(job.scheduledAt)} (horário de Brasília)`}
          {` · ${job.ratePerMinute ? `${job.ratePerMinute} e-mails por minuto` : 'sem limite de taxa'}`}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <JobProgress progress={job} />
        <Typography variant="caption" color="text.secondary">
          {room === 'joined' ? 'Progresso ao vivo' : 'Conectando ao progresso ao vivo…'}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {ACTIONS.filter((item) => item.when.includes(job.status)).map((item) => (
            <Button
              key={item.action}
              variant="outlined"
              color={item.action === 'cancel' ? 'error' : 'primary'}
              disabled={act.isPending}
              onClick={() => act.mutate(item.action)}
            >
              {item.label}
            </Button>
          ))}
        </Stack>
      </Paper>
      <RecipientTable jobId={jobId} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Histórico do envio
        </Typography>
        <Box component="ul" sx={{ pl: 2, mb: 0 }}>
          {job.audit.map((entry) => (
            <li key={`${entry.action}-${entry.at}`}>
              <Typography variant="body2">
                {`${entry.action} por ${entry.by ?? 'usuário removido'} em ${formatDateTime(entry.at)}`}
              </Typography>
            </li>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
