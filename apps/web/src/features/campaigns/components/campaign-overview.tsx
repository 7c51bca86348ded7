import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_MODE_LABELS,
  CAMPAIGN_STATUS_LABELS,
  nextCampaignStatuses,
  type TCampaign,
} from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useChangeCampaignStatus, useRegenerateShareToken } from '../api/campaigns-api';
import { EditCampaignDialog } from './edit-campaign-dialog';

const when = (value: string | null) =>
  value ? format(new Date(value), 'dd/MM/yyyy HH:mm', { locale: ptBR }) : '—';

export function CampaignOverview({ campaign }: { campaign: TCampaign }) {
  const queryClient = useQueryClient();
  const changeStatus = useChangeCampaignStatus();
  const regenerate = useRegenerateShareToken();
  const [isEditing, setIsEditing] = useState(false);
  const playerLink = `${window.location.origin}/apps/surveyplayer/${campaign.surveyId}?campaign=${campaign.id}`;
  const shareLink = campaign.shareToken
    ? `${window.location.origin}/apps/targets/${campaign.id}?share=${campaign.shareToken}`
    : null;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip
            label={CAMPAIGN_STATUS_LABELS[campaign.status]}
            color={campaign.isOpen ? 'success' : 'default'}
          />
          <Chip variant="outlined" label={CAMPAIGN_MODE_LABELS[campaign.mode]} />
          {nextCampaignStatuses(campaign.status).map((next) => (
            <Button
              key={next.status}
              size="small"
              variant="outlined"
              onClick={() =>
                changeStatus.mutate(
                  { campaignId: campaign.id, status: next.status },
                  { onSuccess: () => notify('Status atualizado.', 'success') },
                )
              }
            >
              {next.label}
            </Button>
          ))}
          <Button size="small" onClick={() => setIsEditing(true)}>
            Editar campanha
          </Button>
        </Stack>
        <Typography variant="body2">{`Abertura: ${when(campaign.opensAt)} · Encerramento: ${when(campaign.closesAt)}`}</Typography>
        <Typography variant="body2">
          {`Quem responde: ${campaign.isOpenToPanel ? 'todo o painel (qualquer usuário conectado)' : 'só convidados'} · ${campaign.oneResponsePerUser ? 'uma resposta por usuário conectado' : 'mais de uma resposta por usuário'}`}
        </Typography>
        {!campaign.isOpen && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {campaign.statusMessage}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`Completas: ${campaign.counts.complete} · Parciais: ${campaign.counts.partial} · Filtradas: ${campaign.counts.screenedOut} · Cota cheia: ${campaign.counts.overQuota}`}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            label="Link do questionário (usuários autenticados)"
            value={playerLink}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
          {shareLink && (
            <TextField
              label="Link de compartilhamento das cotas (somente leitura)"
              value={shareLink}
              size="small"
              slotProps={{ input: { readOnly: true } }}
            />
          )}
          <Stack direction="row" spacing={1}>
            {shareLink && (
              <Button
                size="small"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(shareLink)
                    .then(() => notify('Link copiado.', 'success'))
                }
              >
                Copiar link de compartilhamento
              </Button>
            )}
            <Button
              size="small"
              onClick={() =>
                regenerate.mutate(campaign.id, {
                  onSuccess: () => notify('Novo link gerado; o anterior deixou de valer.', 'success'),
                })
              }
            >
              Gerar novo link
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {isEditing && (
        <EditCampaignDialog
          campaign={campaign}
          onClose={() => setIsEditing(false)}
          onSaved={() => {
            setIsEditing(false);
            notify('Campanha atualizada.', 'success');
            void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
          }}
        />
      )}
    </Stack>
  );
}
