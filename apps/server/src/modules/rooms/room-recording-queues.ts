import path from 'node:path';
import type { AppConfig } from '../../config';
import type { QueueDefinition } from '../../core/queue/queue';

/** A Janus recording's mix (its streams into one file), worked after the moderator stops it. */
export const RECORDING_MIX_QUEUE = 'room-recording-mix';
/** Where a mix goes once its retries are spent: the recording is marked failed. */
export const RECORDING_MIX_FAILED_QUEUE = 'room-recording-mix-failed';
export type TMixJobData = { recordingId: string };

/** The rooms' queues (a dead-letter queue before its user); a mix of a long session may take a while. */
export function roomQueues(config: AppConfig['queue']): QueueDefinition[] {
  return [
    [RECORDING_MIX_FAILED_QUEUE, { retryLimit: 5, retryDelay: config.retryDelaySeconds, retryBackoff: true }],
    [
      RECORDING_MIX_QUEUE,
      {
        retryLimit: 2,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 2 * 60 * 60,
        deadLetter: RECORDING_MIX_FAILED_QUEUE,
      },
    ],
  ];
}

/** Janus's folder for one recording (its streams, one file each), under JANUS_RECORDINGS_DIR. */
export const janusRecordingDir = (root: string, recordingId: string) => path.join(root, recordingId);
