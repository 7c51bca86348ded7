import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { type TQuickPanelSettings, ZQuickPanelSettings } from '@pesquisemais/shared';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useSaveUser } from '@/lib/auth/use-save-user';

const SWITCHES: ReadonlyArray<{ key: keyof TQuickPanelSettings; label: string }> = [
  { key: 'notifications', label: 'notificações' },
  { key: 'cloudSync', label: 'Cloud Sync' },
  { key: 'realTime', label: 'RealTime' },
];

function readSettings(saved: unknown): TQuickPanelSettings {
  const parsed = ZQuickPanelSettings.safeParse(saved ?? {});
  return parsed.success ? parsed.data : ZQuickPanelSettings.parse({});
}

/** The three switches of the quick panel, saved in the user's `settings.quickPanel`. */
export function QuickPanelSettings() {
  const { user, isGuest } = useAuth();
  const { mutate: saveUser } = useSaveUser();
  const saved = readSettings(user.data.settings.quickPanel);
  const [values, setValues] = useState(saved);
  const savedKey = JSON.stringify(saved);
  useEffect(() => setValues(readSettings(JSON.parse(savedKey))), [savedKey]);

  const handleChange = (key: keyof TQuickPanelSettings, checked: boolean) => {
    const next = { ...values, [key]: checked };
    setValues(next);
    if (isGuest) return;
    saveUser({ settings: { ...user.data.settings, quickPanel: next } });
  };

  return (
    <FormGroup sx={{ px: 2 }}>
      {SWITCHES.map(({ key, label }) => (
        <FormControlLabel
          key={key}
          label={label}
          labelPlacement="start"
          sx={{ justifyContent: 'space-between', ml: 0 }}
          control={<Switch checked={values[key]} onChange={(_, checked) => handleChange(key, checked)} />}
        />
      ))}
    </FormGroup>
  );
}
