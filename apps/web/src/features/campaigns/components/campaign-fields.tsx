import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CAMPAIGN_MODE_LABELS,
  CAMPAIGN_MODES,
  CAMPAIGN_SETTING_LABELS,
  type TCampaignMode,
} from '@pesquisemais/shared';

/** What the create and edit dialogs share: name, mode, the opening/closing dates (local inputs), who answers. */
export type TCampaignFieldsValue = {
  name: string;
  mode: TCampaignMode;
  opensAt: string;
  closesAt: string;
  isOpenToPanel: boolean;
  oneResponsePerUser: boolean;
};

type TSettingKey = 'isOpenToPanel' | 'oneResponsePerUser';

function SettingSwitch(props: {
  name: TSettingKey;
  value: TCampaignFieldsValue;
  onChange: (patch: Partial<TCampaignFieldsValue>) => void;
}) {
  const { name, value, onChange } = props;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={value[name]} onChange={(event) => onChange({ [name]: event.target.checked })} />
        }
        label={CAMPAIGN_SETTING_LABELS[name]}
      />
      <FormHelperText sx={{ mt: 0 }}>{CAMPAIGN_SETTING_LABELS[`${name}Help`]}</FormHelperText>
    </div>
  );
}

type TCampaignFieldsProps = {
  value: TCampaignFieldsValue;
  onChange: (patch: Partial<TCampaignFieldsValue>) => void;
  error: string | null;
};

export function CampaignFields({ value, onChange, error }: TCampaignFieldsProps) {
  return (
    <>
      <TextField
        label="Nome da campanha"
        value={value.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        select
        label="Modo"
        value={value.mode}
        onChange={(event) => onChange({ mode: event.target.value as TCampaignMode })}
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
        value={value.opensAt}
        onChange={(event) => onChange({ opensAt: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Encerramento"
        type="datetime-local"
        value={value.closesAt}
        onChange={(event) => onChange({ closesAt: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SettingSwitch name="isOpenToPanel" value={value} onChange={onChange} />
      <SettingSwitch name="oneResponsePerUser" value={value} onChange={onChange} />
      {error && (
        <span role="alert" style={{ color: '#d32f2f' }}>
          {error}
        </span>
      )}
    </>
  );
}
