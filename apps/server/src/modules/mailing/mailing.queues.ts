import type { AppConfig } from '../../config';
import type { QueueDefinition } from '../../core/queue/queue';

export const MAILING_QUEUE = 'mailing';

/**
 * A mailing job's sending. Its recipients carry their own state, so a job run again (a retry, a second
 * process, a restart) continues where the last one stopped and never repeats a recipient.
 */
export function mailingQueues(config: AppConfig['queue']): QueueDefinition[] {
  return [
    [
      MAILING_QUEUE,
      {
        retryLimit: 5,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 6 * 60 * 60,
      },
    ],
  ];
}
