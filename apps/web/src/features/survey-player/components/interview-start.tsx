import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

type TInterviewStartProps = {
  title: string;
  canRespond: boolean;
  canInterview: boolean;
  isStarting: boolean;
  onStart: (options: { asInterview: boolean; respondentName?: string }) => void;
};

/** Interviewers start on behalf of a respondent; staff who may also answer choose here. */
export function InterviewStart({
  title,
  canRespond,
  canInterview,
  isStarting,
  onStart,
}: TInterviewStartProps) {
  const [name, setName] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {canInterview && (
          <>
            <TextField
              label="Nome do entrevistado"
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText="Opcional: identifica a entrevista na lista de respostas"
            />
            <Button
              variant="contained"
              disabled={isStarting}
              onClick={() => onStart({ asInterview: true, respondentName: name.trim() || undefined })}
            >
              Iniciar entrevista
            </Button>
          </>
        )}
        {canRespond && (
          <Button variant="outlined" disabled={isStarting} onClick={() => onStart({ asInterview: false })}>
            Responder
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
