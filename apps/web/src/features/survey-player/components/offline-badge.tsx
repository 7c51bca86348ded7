import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatBytes } from '@/lib/format-bytes';
import type { TOfflineDevice } from '../api/offline-device';

const when = (iso: string) => format(new Date(iso), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });

type TOfflineBadgeProps = {
  device: TOfflineDevice;
  isOnline: boolean;
  isSyncing: boolean;
  onSync: () => void;
};

/** What the device keeps for off-line work, when it last synced and the space it takes. */
export function OfflineBadge({ device, isOnline, isSyncing, onSync }: TOfflineBadgeProps) {
  const queued = device.interviews.filter((item) => item.outbox === 'pendente' || item.outbox === 'enviando');
  const inProgress = device.interviews.filter((item) => item.outbox === null);
  const Icon = isOnline ? CloudDoneOutlined : CloudOffOutlined;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="offline-badge">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Icon color={isOnline ? 'success' : 'warning'} />
        <Stack sx={{ flex: 1 }}>
          <Typography variant="subtitle2">
            {isOnline ? 'Conectado' : 'Sem conexão: trabalhando off-line'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Guardado no aparelho: ${device.campaigns.length} campanha(s), ${inProgress.length} entrevista(s) em andamento, ${queued.length} a enviar`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Última sincronização: ${device.lastSyncAt ? when(device.lastSyncAt) : 'nunca'}`}
            {device.usedBytes !== null && ` · Espaço usado: ${formatBytes(device.usedBytes)}`}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<SyncIcon />}
          disabled={!isOnline || isSyncing}
          onClick={onSync}
        >
          {isSyncing ? 'Sincronizando...' : 'Sincronizar'}
        </Button>
      </Stack>
    </Paper>
  );
}
