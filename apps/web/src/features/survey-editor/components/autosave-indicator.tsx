import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SURVEY_MESSAGES } from '@pesquisemais/shared';
import type { TSaveStatus } from '../hooks/use-autosave';

const TEXTS: Record<TSaveStatus, string> = {
  idle: '',
  pending: 'Alterações não salvas',
  saving: 'Salvando...',
  saved: SURVEY_MESSAGES.saved,
  error: 'Não foi possível salvar; tentaremos de novo na próxima alteração',
  conflict: 'Salvamento automático pausado',
};

/** The autosave state beside the questionnaire title ('alterações salvas'). */
export function AutosaveIndicator({ status, error }: { status: TSaveStatus; error?: string | null }) {
  if (status === 'idle') return null;
  const Icon =
    status === 'saved'
      ? CloudDoneIcon
      : status === 'error' || status === 'conflict'
        ? CloudOffIcon
        : CloudSyncIcon;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
      <Icon
        fontSize="small"
        color={status === 'saved' ? 'success' : status === 'error' ? 'error' : 'action'}
      />
      <Typography variant="body2" color="text.secondary" title={error ?? undefined}>
        {TEXTS[status]}
      </Typography>
    </Stack>
  );
}
