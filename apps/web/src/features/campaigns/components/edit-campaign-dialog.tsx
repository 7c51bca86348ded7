import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CAMPAIGN_MODE_LABELS,
  CAMPAIGN_MODES,
  type TCampaign,
  type TCampaignMode,
  ZUpdateCampaignBody,
} from '@pesquisemais/shared';
import { format } from 'date-fns';
import { type FormEvent, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { updateCampaign } from '../api/campaigns-api';

const toLocal = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

type TEditCampaignDialogProps = { campaign: TCampaign; onClose: () => void; onSaved: () => void };

/** Name, mode and the opening/closing dates of a campaign. */
export function EditCampaignDialog({ campaign, onClose, onSaved }: TEditCampaignDialogProps) {
  const [form, setForm] = useState({
    name: campaign.name,
    mode: campaign.mode,
    opensAt: toLocal(campaign.opensAt),
    closesAt: toLocal(campaign.closesAt),
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const opensAt = toIso(form.opensAt);
    const closesAt = toIso(form.closesAt);
    if (opensAt && closesAt && closesAt <= opensAt)
      return setError('A data de encerramento deve ser posterior à de abertura.');
    const parsed = ZUpdateCampaignBody.safeParse({ name: form.name, mode: form.mode, opensAt, closesAt });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    try {
      await updateCampaign(campaign.id, parsed.data);
      onSaved();
    } catch (caught) {
      setError(getErrorMessage(caught));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle>Editar campanha</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Nome da campanha"
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            select
            label="Modo"
            value={form.mode}
            onChange={(event) => set({ mode: event.target.value as TCampaignMode })}
          >
            {CAMPAIGN_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {CAMPAIGN_MODE_LABELS[mode]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Abertura"
            type="datetime-local"
            value={form.opensAt}
            onChange={(event) => set({ opensAt: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Encerramento"
            type="datetime-local"
            value={form.closesAt}
            onChange={(event) => set({ closesAt: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {error && (
            <span role="alert" style={{ color: '#d32f2f' }}>
              {error}
            </span>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
