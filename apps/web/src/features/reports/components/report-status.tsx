import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { REPORT_STATUS_LABELS, type TReport } from '@pesquisemais/shared';

const COLORS = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** The status chip and, while the job runs, its progress bar with the percentage. */
export function ReportStatus({ report }: { report: TReport }) {
  const isWorking = report.status === 'queued' || report.status === 'running';
  return (
    <Box sx={{ minWidth: 180 }}>
      <Chip size="small" label={REPORT_STATUS_LABELS[report.status]} color={COLORS[report.status]} />
      {isWorking && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={report.progress}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
            aria-label={`Progresso de ${report.filename ?? 'relatório'}`}
          />
          <Typography variant="caption">{`${report.progress}%`}</Typography>
        </Box>
      )}
      {report.status === 'failed' && report.error && (
        <Typography variant="caption" color="error" component="div">
          {report.error}
        </Typography>
      )}
    </Box>
  );
}
