import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_KINDS,
  readNotificationSettings,
  type TNotificationKind,
  type TNotificationSettings,
} from '@pesquisemais/shared';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useSaveUser } from '@/lib/auth/use-save-user';

const CHANNELS = [
  { via: 'push', label: 'Push' },
  { via: 'email', label: 'E-mail' },
] as const;

/** Notificações: push and e-mail on or off for each kind, saved in the user's `settings.notifications`. */
export function NotificationPreferencesCard() {
  const { user } = useAuth();
  const save = useSaveUser();
  const saved = readNotificationSettings(user.data.settings.notifications);
  const savedKey = JSON.stringify(saved);
  const [values, setValues] = useState(saved);
  useEffect(() => setValues(JSON.parse(savedKey) as TNotificationSettings), [savedKey]);

  const handleChange = (via: 'push' | 'email', kind: TNotificationKind, isOn: boolean) => {
    const next = { ...values, [via]: { ...values[via], [kind]: isOn } };
    setValues(next);
    save.mutate({ settings: { ...user.data.settings, notifications: next } });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          O que avisar
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Escolha, para cada assunto, se quer receber aviso push e e-mail. Vale para todos os seus aparelhos.
        </Typography>
        <Table size="small" aria-label="Preferências de notificação">
          <TableHead>
            <TableRow>
              <TableCell>Assunto</TableCell>
              {CHANNELS.map(({ via, label }) => (
                <TableCell key={via} align="center">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {NOTIFICATION_KINDS.map(({ kind, label }) => (
              <TableRow key={kind}>
                <TableCell>{label}</TableCell>
                {CHANNELS.map(({ via, label: channel }) => (
                  <TableCell key={via} align="center">
                    <Switch
                      checked={values[via][kind]}
                      disabled={save.isPending}
                      slotProps={{ input: { 'aria-label': `${channel}: ${label}` } }}
                      onChange={(_, isOn) => handleChange(via, kind, isOn)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
