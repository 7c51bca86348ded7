import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { TPlaySurveyItem } from '@pesquisemais/shared';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { forgetCampaignOffline, storeCampaignOffline } from '../api/offline-device';

type TProps = { userId: string; item: TPlaySurveyItem; isStored: boolean };

/** 'Disponível off-line': keeps the campaign's questionnaire, quotas and the player's code on the device. */
export function OfflineToggle({ userId, item, isStored }: TProps) {
  const [isBusy, setIsBusy] = useState(false);
  const handleChange = async (checked: boolean) => {
    setIsBusy(true);
    try {
      if (checked) {
        await storeCampaignOffline(userId, item);
        notify('Campanha disponível off-line neste aparelho.', 'success');
      } else await forgetCampaignOffline(userId, item.campaignId);
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <FormControlLabel
      sx={{ ml: 0 }}
      control={
        <Switch
          size="small"
          checked={isStored}
          disabled={isBusy}
          onChange={(_, checked) => void handleChange(checked)}
        />
      }
      label={isBusy ? 'Guardando...' : 'Disponível off-line'}
    />
  );
}
