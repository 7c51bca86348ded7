import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { TPlaySurveyItem } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { forgetCampaignOffline, storeCampaignOffline } from '../api/offline-device';

type TProps = { userId: string; item: TPlaySurveyItem; isStored: boolean };

/** 'Disponível off-line': keeps the campaign's questionnaire, quotas and the player's code on the device. */
export function OfflineToggle({ userId, item, isStored }: TProps) {
  const store = useMutation({
    mutationFn: (checked: boolean) =>
      checked ? storeCampaignOffline(userId, item) : forgetCampaignOffline(userId, item.campaignId),
    onSuccess: (_, checked) => {
      if (checked) notify('Campanha disponível off-line neste aparelho.', 'success');
    },
  });
  return (
    <FormControlLabel
      sx={{ ml: 0 }}
      control={
        <Switch
          size="small"
          checked={isStored}
          disabled={store.isPending}
          onChange={(_, checked) => store.mutate(checked)}
        />
      }
      label={store.isPending ? 'Guardando...' : 'Disponível off-line'}
    />
  );
}
