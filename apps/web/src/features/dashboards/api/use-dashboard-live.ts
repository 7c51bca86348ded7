import { DASHBOARD_WATCH_ACTION, type TSyncDashsData } from '@pesquisemais/shared';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { getStoredToken } from '@/lib/auth-token';

/** Joins a campaign's dashboard room on the page's own host and hands every `syncdashs` to onSync. */
export function useDashboardLive(
  campaignId: string | undefined,
  share: string | undefined,
  onSync: (data: TSyncDashsData) => void,
): boolean {
  const handler = useRef(onSync);
  handler.current = onSync;
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (!campaignId) return;
    const socket = io({ auth: { token: getStoredToken() ?? undefined }, transports: ['websocket'] });
    const join = () => socket.emit('action', { type: DASHBOARD_WATCH_ACTION, data: { campaignId, share } });
    socket.on('connect', join);
    socket.on('disconnect', () => setIsLive(false));
    socket.on('message', (message: { type: string; data: unknown }) => {
      if (message.type === 'dashboard:watching') setIsLive(true);
      // The server took this socket out of the room (role changed, share link replaced).
      const room = (message.data as { room?: unknown } | null)?.room;
      if (message.type === 'access:revoked' && room === `dash:${campaignId}`) setIsLive(false);
    });
    socket.on('syncdashs', (payload: { campaignId: string; data: unknown }) => {
      if (payload.campaignId === campaignId) handler.current(payload.data as TSyncDashsData);
    });
    return () => {
      setIsLive(false);
      socket.close();
    };
  }, [campaignId, share]);
  return isLive;
}
