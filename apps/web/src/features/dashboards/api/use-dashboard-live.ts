import { DASHBOARD_WATCH_ACTION, type TSyncDashsData } from '@pesquisemais/shared';
import { useRoom, useSocketEvent } from '@/lib/socket';

/** Joins a campaign's dashboard room and hands every `syncdashs` of that campaign to onSync. */
export function useDashboardLive(
  campaignId: string | undefined,
  share: string | undefined,
  onSync: (data: TSyncDashsData) => void,
): boolean {
  const status = useRoom(DASHBOARD_WATCH_ACTION, campaignId ? { campaignId, share } : undefined);
  useSocketEvent(
    'syncdashs',
    (payload) => {
      if (payload.campaignId === campaignId) onSync(payload.data);
    },
    Boolean(campaignId),
  );
  return status === 'joined';
}
