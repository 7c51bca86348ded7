import { MAILING_WATCH_ACTION, type TMailingJob } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type TRoomStatus, useRoom, useSocketEvent } from '@/lib/socket';
import { jobKey, recipientsKey } from './jobs-api';

/**
 * Joins the job's room and folds each `mailing:progress` (at most one a second while it sends) into the
 * job's cached data; the recipient list is read again so its statuses follow.
 */
export function useJobProgress(jobId: string): TRoomStatus {
  const client = useQueryClient();
  const status = useRoom(MAILING_WATCH_ACTION, { jobId });
  useSocketEvent('mailing:progress', (progress) => {
    if (progress.id !== jobId) return;
    client.setQueryData<TMailingJob>(jobKey(jobId), (old) =>
      old
        ? {
            ...old,
            status: progress.status,
            total: progress.total,
            done: progress.done,
            counts: progress.counts,
          }
        : old,
    );
    void client.invalidateQueries({ queryKey: recipientsKey(jobId) });
  });
  return status;
}
