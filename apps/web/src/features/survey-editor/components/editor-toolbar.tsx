import DownloadIcon from '@mui/icons-material/Download';
import PublishIcon from '@mui/icons-material/Publish';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SURVEY_STATUS_LABELS, type TSurveyStatus } from '@pesquisemais/shared';
import { type ChangeEvent, useRef } from 'react';
import type { TSaveStatus } from '../hooks/use-autosave';
import { AutosaveIndicator } from './autosave-indicator';

type TEditorToolbarProps = {
  title: string;
  status: TSurveyStatus;
  publishedVersion: number | null;
  saveStatus: TSaveStatus;
  saveError: string | null;
  isPublishing: boolean;
  onImport: (text: string) => void;
  onExport: () => void;
  onPublish: () => void;
};

export function EditorToolbar(props: TEditorToolbarProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const isBusy = props.saveStatus === 'pending' || props.saveStatus === 'saving';
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onImport(await file.text());
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography variant="h5" component="h1" noWrap>
          {props.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={SURVEY_STATUS_LABELS[props.status]} />
          {props.publishedVersion !== null && (
            <Chip size="small" variant="outlined" label={`Versão ${props.publishedVersion}`} />
          )}
          <AutosaveIndicator status={props.saveStatus} error={props.saveError} />
        </Stack>
      </Stack>
      <input
        ref={fileRef}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Arquivo JSON"
        onChange={(event) => void handleFile(event)}
      />
      <Button
        startIcon={<UploadIcon />}
        onClick={() => fileRef.current?.click()}
        disabled={props.saveStatus === 'conflict'}
      >
        Importar JSON
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={props.onExport}>
        Exportar JSON
      </Button>
      <Button
        variant="contained"
        startIcon={<PublishIcon />}
        onClick={props.onPublish}
        disabled={isBusy || props.isPublishing || props.saveStatus === 'conflict'}
      >
        Publicar
      </Button>
    </Stack>
  );
}
