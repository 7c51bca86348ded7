import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  const hasWork = device.campaigns.length > 0 || device.interviews.length > 0;

  useEffect(() => (hasWork ? startAutoSync(userId) : undefined), [userId, hasWork]);

  const sync = useMutation({
    mutationFn: () => syncNow(userId, true),
    onSuccess: (summary) => {
      if (summary.failed > 0)
        notify('Não foi possível enviar agora. Nova tentativa em instantes.', 'warning');
    },
  });

  if (!hasWork) return null;
  return (
    <>
      <OfflineBadge
        device={device}
        isOnline={isOnline}
        isSyncing={sync.isPending}
        onSync={() => sync.mutate()}
      />
      <OutboxList interviews={device.interviews} />
    </>
  );
}
