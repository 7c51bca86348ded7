import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type TCampaignMode, ZCreateCampaignBody } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromLocalInput } from '@/lib/local-datetime';
import { toErrorLine } from '@/lib/mutation-errors';
import { useCreateCampaign, usePublishedSurveys } from '../api/campaigns-api';
import { CampaignFields } from './campaign-fields';

/** A campaign fields one published questionnaire. */
export function CreateCampaignDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const surveys = usePublishedSurveys('');
  const [form, setForm] = useState({
    surveyId: '',
    name: '',
    mode: 'web' as TCampaignMode,
    opensAt: '',
    closesAt: '',
    isOpenToPanel: false,
    oneResponsePerUser: true,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const create = useCreateCampaign(toErrorLine(setError));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateCampaignBody.safeParse({
      ...form,
      opensAt: fromLocalInput(form.opensAt),
      closesAt: fromLocalInput(form.closesAt),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (campaign) => void navigate(`/apps/coleta/campanhas/${campaign.id}`),
    });
  };

  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>Nova campanha</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label="Questionário publicado"
            value={form.surveyId}
            onChange={(event) => set({ surveyId: event.target.value })}
            helperText={surveys.data?.items.length === 0 ? 'Publique um questionário primeiro.' : ' '}
          >
            {(surveys.data?.items ?? []).map((survey) => (
              <MenuItem key={survey.id} value={survey.id}>
                {`${survey.title} (v${survey.publishedVersion ?? '-'})`}
              </MenuItem>
            ))}
          </TextField>
          <CampaignFields value={form} onChange={set} error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Criar campanha
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
