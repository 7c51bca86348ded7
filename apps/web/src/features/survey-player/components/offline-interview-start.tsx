import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import type { TStoredCampaign } from '@/lib/offline-interviews/offline-types';

export type TOfflineStart = { respondentName: string; interviewerName: string; shareLocation: boolean };

type TProps = {
  title: string;
  interviewerName: string;
  quotas: TStoredCampaign['quotas'];
  refreshedAt: string;
  onStart: (start: TOfflineStart) => void;
};

/** Who is interviewed, by whom, and whether the respondent lets the device record where. */
export function OfflineInterviewStart({ title, interviewerName, quotas, refreshedAt, onStart }: TProps) {
  const [respondentName, setRespondentName] = useState('');
  const [interviewer, setInterviewer] = useState(interviewerName);
  const [shareLocation, setShareLocation] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Entrevista guardada no aparelho: funciona sem conexão e é enviada ao sincronizar.
      </Typography>
      {quotas.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="stored-quotas">
          {`Cotas em ${format(new Date(refreshedAt), 'dd/MM HH:mm', { locale: ptBR })}: `}
          {quotas
            .map((quota) => `${quota.name} ${quota.completes}/${quota.goal}${quota.isFull ? ' (cheia)' : ''}`)
            .join(' · ')}
        </Typography>
      )}
      <Stack spacing={2}>
        <TextField
          label="Nome do entrevistado"
          value={respondentName}
          onChange={(event) => setRespondentName(event.target.value)}
        />
        <TextField
          label="Entrevistador"
          value={interviewer}
          onChange={(event) => setInterviewer(event.target.value)}
        />
        <FormControlLabel
          control={<Checkbox checked={shareLocation} onChange={(_, checked) => setShareLocation(checked)} />}
          label="O entrevistado autoriza registrar a localização da entrevista"
        />
        <Button
          variant="contained"
          disabled={interviewer.trim() === ''}
          onClick={() =>
            onStart({
              respondentName: respondentName.trim(),
              interviewerName: interviewer.trim(),
              shareLocation,
            })
          }
        >
          Iniciar entrevista
        </Button>
      </Stack>
    </Paper>
  );
}
