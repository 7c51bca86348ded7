import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TTarget } from '@pesquisemais/shared';

/** One quota: name, condition in words, completes of goal as a progress bar; a warning when it counts wrong. */
export function TargetProgress({ target }: { target: TTarget }) {
  const percent = Math.min(100, Math.round((target.completes / Math.max(target.goal, 1)) * 100));
  return (
    <Box sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="subtitle2">{target.name}</Typography>
        <Typography variant="body2" color={target.isFull ? 'success.main' : 'text.secondary'}>
          {`${target.completes} de ${target.goal} (${percent}%)${target.isFull ? ' · cota cheia' : ''}`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={target.isFull ? 'success' : 'primary'}
        aria-label={`Progresso da cota ${target.name}`}
        sx={{ height: 8, borderRadius: 4, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {target.condition ? `Condição: ${target.conditionText}` : 'Todas as respostas completas'}
      </Typography>
      {target.conditionProblem && (
        <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
          {`Esta cota conta errado: ${target.conditionProblem} Edite a condição.`}
        </Alert>
      )}
    </Box>
  );
}
