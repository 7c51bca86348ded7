import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MAILING_JOB_STATUS_LABELS,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  type TMailingProgress,
} from '@pesquisemais/shared';

export const percentOf = (progress: Pick<TMailingProgress, 'done' | 'total'>) =>
  progress.total === 0 ? 100 : Math.floor((progress.done / progress.total) * 100);

/** A job's progress: how many of its recipients are no longer waiting, and how many are in each status. */
export function JobProgress({ progress }: { progress: TMailingProgress }) {
  const percent = percentOf(progress);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Chip
          size="small"
          label={MAILING_JOB_STATUS_LABELS[progress.status]}
          color={
            progress.status === 'done' ? 'success' : progress.status === 'running' ? 'primary' : 'default'
          }
        />
        <Typography variant="body2" aria-live="polite">
          {`${percent} % — ${progress.done} de ${progress.total} processados`}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label="Progresso do envio" />
      <Stack
        component="ul"
        aria-label="Destinatários por status"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {RECIPIENT_STATUSES.filter((status) => (progress.counts[status] ?? 0) > 0).map((status) => (
          <li key={status}>
            <Chip
              variant="outlined"
              size="small"
              label={`${RECIPIENT_STATUS_LABELS[status]}: ${progress.counts[status]}`}
            />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
