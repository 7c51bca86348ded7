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
      // Long campaign names are cut with an ellipsis instead of widening the page on a phone.
      sx={{
        minWidth: { sm: 280 },
        maxWidth: { xs: '100%', sm: 480 },
        flex: { xs: '1 1 100%', sm: '0 1 auto' },
      }}
    >
      {props.campaigns.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {`${c.name} · ${c.surveyTitle} (${CAMPAIGN_STATUS_LABELS[c.status]})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
