import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@pesquisemais/shared';
import { useEffect, useState } from 'react';
import { PushTestCard } from '@/components/push-test/push-test-card';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { hasPushSubscription, type TPushStatus } from '@/lib/push-subscription';
import { QuickPanelSettings } from '@/shell/quick-panel/quick-panel-settings';
import { useEnablePush } from '../api/enable-push';
import { NotificationPreferencesCard } from './notification-preferences-card';

const STATUS_TEXT: Record<TPushStatus, string> = {
  subscribed: 'As notificações estão ativadas neste navegador.',
  denied: 'O navegador bloqueou as notificações deste site. Libere-as nas configurações do navegador.',
  unsupported: 'Este navegador não oferece notificações push (ou o site ainda não foi instalado nele).',
};

/**
 * Notificações: this browser's push subscription, what to be told of (push and e-mail per kind), the quick
 * panel's three switches; admins also get the test notification card.
 */
export function NotificationsTab() {
  const { user } = useAuth();
  const [status, setStatus] = useState<TPushStatus | null>(null);
  const enablePush = useEnablePush();

  useEffect(() => {
    let isActive = true;
    hasPushSubscription()
      .then((isSubscribed) => {
        if (isActive && isSubscribed) setStatus('subscribed');
      })
      .catch(() => undefined);
    return () => {
      isActive = false;
    };
  }, []);

  const handleEnable = () =>
    enablePush.mutate(undefined, {
      onSuccess: (result) => {
        setStatus(result);
        if (result === 'subscribed') notify('Notificações ativadas neste navegador.', 'success');
      },
    });

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Notificações push
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Receba avisos de novas pesquisas e mensagens mesmo com o site fechado. A ativação vale só para
            este navegador.
          </Typography>
          {status && (
            <Alert severity={status === 'subscribed' ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {STATUS_TEXT[status]}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={enablePush.isPending || status === 'subscribed'}
            onClick={handleEnable}
          >
            Ativar notificações neste navegador
          </Button>
        </CardContent>
      </Card>
      <NotificationPreferencesCard />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Painel rápido
          </Typography>
          <Typography variant="body2" color="text.secondary">
            As mesmas chaves do painel rápido; ficam salvas na sua conta.
          </Typography>
          <QuickPanelSettings />
        </CardContent>
      </Card>
      {can(user, 'push:test') && <PushTestCard />}
    </Stack>
  );
}
