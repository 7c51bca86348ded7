import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EXCLUSION_LABELS,
  type TMailingAudience,
  type TMailingJobBody,
  type TMailingPreview,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateMailingJob, usePreviewRecipients } from '../api/jobs-api';
import { useMailingCampaigns } from '../api/lookups-api';
import { useTemplates } from '../api/templates-api';
import { saoPauloToIso } from '../format';
import { AttributeFilters, attributesOf, CsvRecipients, type TAttributeFilter } from './audience-fields';

type TAudienceType = TMailingAudience['type'];
const AUDIENCE_LABELS: Record<TAudienceType, string> = {
  panel: 'Painel ainda não convidado',
  reminder: 'Lembrete: convidados que não responderam',
  csv: 'Lista de e-mails (CSV)',
};

/** "12 destinatários; fora do envio: 2 descadastrados, 1 e-mail devolvido." */
function PreviewSummary({ preview }: { preview: TMailingPreview }) {
  const left = preview.excluded.map((item) => `${item.count} ${EXCLUSION_LABELS[item.reason]}`).join(', ');
  return (
    <Alert severity={preview.count > 0 ? 'info' : 'warning'} role="status">
      {`${preview.count} ${preview.count === 1 ? 'destinatário' : 'destinatários'}`}
      {left ? `; fora do envio: ${left}.` : '.'}
    </Alert>
  );
}

/** A new job: template × campaign × recipients, counted (with who is left out and why) before it starts. */
export function CreateJobDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const templates = useTemplates({ page: 1, pageSize: 100 });
  const campaigns = useMailingCampaigns();
  const [templateVersionId, setTemplateVersionId] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [audienceType, setAudienceType] = useState<TAudienceType>('panel');
  const [filters, setFilters] = useState<TAttributeFilter[]>([]);
  const [days, setDays] = useState('3');
  const [csv, setCsv] = useState({ text: '', fileName: '' });
  const [deadline, setDeadline] = useState('');
  const [rate, setRate] = useState('');
  const [scheduledAt, setScheduledAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const form = {
    setFieldErrors: setErrors,
    message: { codes: ['UNPROCESSABLE', 'NOT_FOUND', 'VALIDATION'], show: setMessage },
  };
  const preview = usePreviewRecipients(form);
  const create = useCreateMailingJob(form);

  const audience = (): TMailingAudience => {
    if (audienceType === 'reminder') return { type: 'reminder', days: Number(days) };
    if (audienceType === 'csv') return { type: 'csv', csv: csv.text };
    return { type: 'panel', attributes: attributesOf(filters) };
  };
  const body = (): TMailingJobBody => ({
    templateVersionId,
    campaignId,
    audience: audience(),
    deadline,
    ratePerMinute: rate.trim() ? Number(rate) : null,
    scheduledAt: saoPauloToIso(scheduledAt),
  });
  const changed = () => {
    preview.reset();
    setMessage('');
    setErrors({});
  };
  const handleCreate = () =>
    create.mutate(body(), { onSuccess: (job) => void navigate(`/apps/mailingjobs/${job.id}`) });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Novo envio</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} onChange={changed}>
          <TextField
            select
            label="Modelo"
            value={templateVersionId}
            onChange={(event) => {
              setTemplateVersionId(event.target.value);
              changed();
            }}
            error={Boolean(errors.templateVersionId)}
            helperText={errors.templateVersionId}
          >
            {(templates.data?.items ?? []).map((template) => (
              <MenuItem key={template.id} value={template.versionId}>
                {`${template.name} (versão ${template.version})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Campanha"
            value={campaignId}
            onChange={(event) => {
              setCampaignId(event.target.value);
              changed();
            }}
            error={Boolean(errors.campaignId)}
            helperText={errors.campaignId}
          >
            {(campaigns.data ?? []).map((campaign) => (
              <MenuItem key={campaign.id} value={campaign.id}>
                {campaign.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Destinatários"
            value={audienceType}
            onChange={(event) => {
              setAudienceType(event.target.value as TAudienceType);
              changed();
            }}
          >
            {(Object.keys(AUDIENCE_LABELS) as TAudienceType[]).map((type) => (
              <MenuItem key={type} value={type}>
                {AUDIENCE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {audienceType === 'panel' && (
            <AttributeFilters
              filters={filters}
              onChange={(next) => {
                setFilters(next);
                changed();
              }}
            />
          )}
          {audienceType === 'reminder' && (
            <TextField
              label="Convidados há pelo menos (dias)"
              type="number"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={Boolean(errors['audience.days'])}
              helperText={errors['audience.days']}
            />
          )}
          {audienceType === 'csv' && (
            <CsvRecipients
              csv={csv.text}
              fileName={csv.fileName}
              onChange={(text, fileName) => {
                setCsv({ text, fileName });
                changed();
              }}
              onError={setMessage}
            />
          )}
          <TextField
            label="Prazo ({{prazo}})"
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
          />
          <TextField
            label="E-mails por minuto"
            type="number"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            error={Boolean(errors.ratePerMinute)}
            helperText={errors.ratePerMinute || 'Vazio: sem limite.'}
          />
          <TextField
            label="Agendar para (horário de Brasília)"
            type="datetime-local"
            value={scheduledAt}
            onChange={(event) => setScheduledAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.scheduledAt)}
            helperText={errors.scheduledAt || 'Vazio: começa agora.'}
          />
          {preview.data && <PreviewSummary preview={preview.data} />}
          {message && <Alert severity="error">{message}</Alert>}
          {!preview.data && (
            <Typography variant="body2" color="text.secondary">
              Confira quantos receberão o e-mail antes de iniciar.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button onClick={() => preview.mutate(body())} disabled={preview.isPending}>
          Conferir destinatários
        </Button>
        <Button
          variant="contained"
          onClick={handleCreate}
          disabled={!preview.data || preview.data.count === 0 || create.isPending}
        >
          {scheduledAt ? 'Agendar envio' : 'Iniciar envio'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
