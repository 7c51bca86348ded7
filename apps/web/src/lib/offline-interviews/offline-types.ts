import type { TAnswers, TInterviewLocation, TResponseStatus, TSurveySchema } from '@pesquisemais/shared';

/** Where a completed interview is on its way to the server. */
export type TOutboxStatus = 'pendente' | 'enviando' | 'enviada' | 'recusada';

export const OUTBOX_STATUS_LABELS: Record<TOutboxStatus, string> = {
  pendente: 'Pendente',
  enviando: 'Enviando',
  enviada: 'Enviada',
  recusada: 'Recusada',
};

/** A campaign kept on the device: the published version answered off-line and its last-known quotas. */
export interface TStoredCampaign {
  campaignId: string;
  surveyId: string;
  campaignName: string;
  surveyTitle: string;
  version: { id: string; version: number; schema: TSurveySchema };
  quotas: { name: string; completes: number; goal: number; isFull: boolean }[];
  storedAt: string;
  /** The last time the quotas and version were refreshed from the server. */
  refreshedAt: string;
}

/** An interview on the device: in progress (outbox null) or completed and queued in the outbox. */
export interface TStoredInterview {
  /** Local id; also the idempotency key of its sync, so a retry never creates a second response. */
  id: string;
  campaignId: string;
  surveyId: string;
  versionId: string;
  respondentName: string;
  interviewerName: string;
  answers: TAnswers;
  currentPage: number;
  startedAt: string;
  endedAt: string | null;
  location: TInterviewLocation | null;
  outbox: TOutboxStatus | null;
  /** Completion order: the outbox sends in this order. */
  seq: number;
  attempts: number;
  /** Epoch ms before which a failed send is not retried (back-off). */
  nextAttemptAt: number;
  reason: string | null;
  serverStatus: TResponseStatus | null;
  syncedAt: string | null;
}
