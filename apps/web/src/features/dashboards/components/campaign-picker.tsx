import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CAMPAIGN_STATUS_LABELS, type TDashCampaign } from '@pesquisemais/shared';

export function CampaignPicker(props: {
  campaigns: TDashCampaign[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Campanha"
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 280 }}
    >
      {props.campaigns.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {`${c.name} · ${c.surveyTitle} (${CAMPAIGN_STATUS_LABELS[c.status]})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
