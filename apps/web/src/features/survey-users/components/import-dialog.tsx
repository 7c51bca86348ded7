import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PANEL_IMPORT_LIMITS,
  type TPanelImportColumn,
  type TPanelImportOnExisting,
  type TPanelImportPreview,
  type TPanelImportReport,
  ZPanelImportMapping,
} from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import {
  importPreviewKey,
  readImportFile,
  requestPreview,
  type TImportFile,
  useCommitImport,
  useImportPreview,
} from '../api/import-api';
import { ImportMappingStep } from './import-mapping-step';
import { ImportReport } from './import-report';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import respondents: choose a file → preview and map the columns → import → report. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<TImportFile | null>(null);
  const [sheet, setSheet] = useState<TPanelImportPreview | null>(null);
  const [mapping, setMapping] = useState<TPanelImportColumn[]>([]);
  const [onExisting, setOnExisting] = useState<TPanelImportOnExisting>('skip');
  const [report, setReport] = useState<TPanelImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const checked = ZPanelImportMapping.safeParse(mapping);
  const localError = sheet && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;
  // The mapping sent for counting: a new file's at once, edits once they rest (typing an attribute name).
  const [settled, setSettled] = useState<TPanelImportColumn[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(mapping), 300);
    return () => clearTimeout(timer);
  }, [mapping]);
  const preview = useImportPreview(file, sheet ? settled : null, onExisting, sheet !== null && !localError);
  const plan = preview.data ?? null;
  const mappingError = localError ?? plan?.mappingError ?? null;
  // The counts shown must be those of the mapping on screen before importing.
  const isSettled = settled === mapping && !preview.isFetching;
  const canImport = Boolean(
    file && sheet && isSettled && !mappingError && plan && plan.toInsert + plan.toUpdate > 0,
  );

  const reset = () => {
    setFile(null);
    setSheet(null);
    setMapping([]);
    setSettled([]);
    setReport(null);
    setError(null);
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    reset();
    setIsBusy(true);
    try {
      const read = await readImportFile(chosen);
      // The first preview suggests the mapping; later ones (same file) follow the mapping chosen here.
      const first = await requestPreview(read, null, onExisting);
      queryClient.setQueryData(importPreviewKey(read, first.mapping, onExisting), first);
      setFile(read);
      setSheet(first);
      setMapping(first.mapping);
      setSettled(first.mapping);
    } catch (caught) {
      setError(
        caught instanceof ApiError || !(caught instanceof Error) ? getErrorMessage(caught) : caught.message,
      );
    } finally {
      setIsBusy(false);
    }
  };

  const commit = useCommitImport(setError);
  const isWorking = isBusy || commit.isPending;
  const handleImport = () => {
    if (!file) return;
    setError(null);
    commit.mutate({ file, mapping, onExisting }, { onSuccess: setReport });
  };

  const chooseButton = (label: string, variant: 'contained' | 'text') => (
    <Button component="label" variant={variant} startIcon={<UploadFileIcon />} disabled={isWorking}>
      {label}
      <input hidden type="file" accept={ACCEPT} aria-label="Arquivo CSV ou XLSX" onChange={handleFile} />
    </Button>
  );

  return (
    <Dialog open onClose={isWorking ? undefined : onClose} fullWidth maxWidth="lg">
      <DialogTitle>Importar respondentes</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!sheet && !report && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                Envie uma planilha CSV (separada por ; ou ,) ou XLSX com uma linha de cabeçalho. Colunas de
                nome e e-mail são obrigatórias; telefone, consentimento e outras colunas (especialidade,
                região, CRM...) são opcionais. Limite: {PANEL_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB e{' '}
                {PANEL_IMPORT_LIMITS.maxRows.toLocaleString('pt-BR')} linhas.
              </Typography>
              {chooseButton('Escolher arquivo', 'contained')}
            </Stack>
          )}
          {sheet && !report && file && (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip label={`${file.name} · ${sheet.format.toUpperCase()}`} />
                {chooseButton('Trocar arquivo', 'text')}
              </Stack>
              <ImportMappingStep
                sheet={sheet}
                plan={localError ? null : plan}
                isChecking={preview.isFetching}
                mapping={mapping}
                mappingError={mappingError}
                onMappingChange={setMapping}
                onExisting={onExisting}
                onExistingChange={setOnExisting}
              />
            </>
          )}
          {report && <ImportReport report={report} />}
          {isWorking && <LinearProgress aria-label="Processando" />}
          {(error ?? preview.error) && (
            <Alert severity="error">{error ?? getErrorMessage(preview.error)}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {report ? (
          <>
            <Button onClick={reset}>Importar outro arquivo</Button>
            <Button variant="contained" onClick={onClose}>
              Fechar
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={isWorking}>
              Cancelar
            </Button>
            <Button variant="contained" onClick={handleImport} disabled={!canImport || isWorking}>
              Importar
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
