import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { startAutoSync, syncNow } from '@/lib/offline-interviews/sync-client';
import { useOnline } from '@/lib/offline-interviews/use-online';
import type { TOfflineDevice } from '../api/offline-device';
import { OfflineBadge } from './offline-badge';
import { OutboxList } from './outbox-list';

type TProps = { userId: string; device: TOfflineDevice };

/** The interviewer's off-line work: the badge, the outbox, and syncing by itself when online. */
export function OfflineSection({ userId, device }: TProps) {
  const isOnline = useOnline();
  const [isSyncing, setIsSyncing] = useState(false);
  const hasWork = device.campaigns.length > 0 || device.interviews.length > 0;

  useEffect(() => (hasWork ? startAutoSync(userId) : undefined), [userId, hasWork]);

  const handleSync = async () => {
    setIsSyncing(true);
    try {
      const summary = await syncNow(userId, true);
      if (summary.failed > 0)
        notify('Não foi possível enviar agora. Nova tentativa em instantes.', 'warning');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    } finally {
      setIsSyncing(false);
    }
  };

  if (!hasWork) return null;
  return (
    <>
      <OfflineBadge
        device={device}
        isOnline={isOnline}
        isSyncing={isSyncing}
        onSync={() => void handleSync()}
      />
      <OutboxList interviews={device.interviews} />
    </>
  );
}
