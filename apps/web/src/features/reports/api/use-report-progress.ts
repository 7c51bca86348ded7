import type { TReportList, TReportProgress } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { getStoredToken } from '@/lib/auth-token';
import { REPORTS_KEY } from './get-reports';

/**
 * Live progress of the user's own reports (`report:progress`, pushed by a job running in a web process);
 * the list's one-second polling covers reports made by a separate worker process.
 */
export function useReportProgress(isEnabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const token = getStoredToken();
    if (!isEnabled || !token) return;
    const socket = io({ auth: { token }, transports: ['websocket'] });
    socket.on('report:progress', (event: TReportProgress) => {
      client.setQueriesData<TReportList>({ queryKey: REPORTS_KEY }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((r) =>
                r.id === event.id ? { ...r, status: event.status, progress: event.progress } : r,
              ),
            }
          : old,
      );
      if (event.status === 'done') void client.invalidateQueries({ queryKey: REPORTS_KEY });
    });
    return () => {
      socket.close();
    };
  }, [client, isEnabled]);
}
