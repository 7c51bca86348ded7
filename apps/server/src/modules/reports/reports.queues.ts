import type { AppConfig } from '../../config';
import type { QueueDefinition } from '../../core/queue/queue';

export const REPORTS_QUEUE = 'reports';
/** Where a report job goes once its retries are spent: its worker marks the report failed. */
export const REPORTS_FAILED_QUEUE = 'reports-failed';

/**
 * Every queue with its retry policy, created in this order (a dead-letter queue before its users).
 * A report job may take minutes on a big campaign; a process that dies mid-job leaves it to expire and retry.
 */
export function reportQueues(config: AppConfig['queue']): QueueDefinition[] {
  return [
    [REPORTS_FAILED_QUEUE, { retryLimit: 5, retryDelay: config.retryDelaySeconds, retryBackoff: true }],
    [
      REPORTS_QUEUE,
      {
        retryLimit: 2,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 30 * 60,
        deadLetter: REPORTS_FAILED_QUEUE,
      },
    ],
  ];
}
