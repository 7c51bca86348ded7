import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type TCampaign, ZUpdateCampaignBody } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import { toErrorLine } from '@/lib/mutation-errors';
import { useUpdateCampaign } from '../api/campaigns-api';
import { CampaignFields } from './campaign-fields';

type TEditCampaignDialogProps = { campaign: TCampaign; onClose: () => void; onSaved: () => void };

/** Name, mode, the opening/closing dates of a campaign and who may answer it. */
export function EditCampaignDialog({ campaign, onClose, onSaved }: TEditCampaignDialogProps) {
  const [form, setForm] = useState({
    name: campaign.name,
    mode: campaign.mode,
    opensAt: toLocalInput(campaign.opensAt),
    closesAt: toLocalInput(campaign.closesAt),
    isOpenToPanel: campaign.isOpenToPanel,
    oneResponsePerUser: campaign.oneResponsePerUser,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const update = useUpdateCampaign(campaign.id, toErrorLine(setError));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const opensAt = fromLocalInput(form.opensAt);
    const closesAt = fromLocalInput(form.closesAt);
    if (opensAt && closesAt && closesAt <= opensAt)
      return setError('A data de encerramento deve ser posterior à de abertura.');
    const parsed = ZUpdateCampaignBody.safeParse({ ...form, opensAt, closesAt });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    setError(null);
    update.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>Editar campanha</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <CampaignFields value={form} onChange={set} error={error} />
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
