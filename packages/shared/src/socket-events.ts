import type { TSyncDashsData } from './schemas/dashboards';
import type { TReportProgress } from './schemas/reports';

/** Typed socket.io event maps (spec point 7: message, IOcredentials, syncdashs). */
export interface ServerToClientEvents {
  message: (payload: { type: string; data: unknown }) => void;
  IOcredentials: (payload: { uuid: string; role: string; socketId: string }) => void;
  /** To room `dash:<campaignId>` (joined with action 'server/dashboard:watch'): committed aggregate deltas. */
  syncdashs: (payload: { campaignId: string; kind: string; data: TSyncDashsData }) => void;
  /** After a questionnaire is saved; sent to room `survey:<id>` (joined with action 'server/survey:watch'). */
  'survey:changed': (payload: { surveyId: string; revision: number; by: string; byUserId: string }) => void;
  /** To room `user:<id>` of the report's creator while its job runs (the page also polls). */
  'report:progress': (payload: TReportProgress) => void;
}

export interface ClientToServerEvents {
  action: (payload: { type: string; data?: unknown }) => void;
}

/** Actions the client forwards to the server carry this prefix. */
export const SERVER_ACTION_PREFIX = 'server/';
