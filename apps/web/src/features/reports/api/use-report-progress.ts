import type { TReportList } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/socket';
import { REPORTS_KEY } from './get-reports';

/**
 * Live progress of the user's own reports (`report:progress`, pushed by a job running in a web process);
 * the list's one-second polling covers reports made by a separate worker process.
 */
export function useReportProgress(isEnabled: boolean) {
  const client = useQueryClient();
  useSocketEvent(
    'report:progress',
    (event) => {
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
    },
    isEnabled,
  );
}
