import { z } from 'zod';
import { ZCampaignStatus } from './campaigns';
import { zPageQuery } from './paging';

/** Socket action that joins a campaign's dashboard room (checked like the HTTP routes). */
export const DASHBOARD_WATCH_ACTION = 'server/dashboard:watch';
export const ZDashboardWatchData = z.object({
  campaignId: z.uuid('Campanha inválida'),
  share: z.string().trim().min(10).max(200).optional(),
});
export type TDashboardWatchData = z.infer<typeof ZDashboardWatchData>;

export const DASH_RANGES = ['this-week', 'last-week', 'two-weeks-ago'] as const;
export const ZDashRange = z.enum(DASH_RANGES, 'Período inválido');
export type TDashRange = z.infer<typeof ZDashRange>;
export const DASH_RANGE_LABELS: Record<TDashRange, string> = {
  'this-week': 'Esta semana',
  'last-week': 'Semana passada',
  'two-weeks-ago': '2 semanas atrás',
};

const share = z.string().trim().min(10, 'Link inválido').max(200, 'Link inválido').optional();
const day = z.iso.date('Data inválida (use AAAA-MM-DD)');

export const ZLiveCampaignsQuery = zPageQuery({ pageSize: 50 }).extend({
  range: ZDashRange.default('this-week'),
  campaignId: z.uuid('Campanha inválida').optional(),
  share,
});
export type TLiveCampaignsQuery = z.infer<typeof ZLiveCampaignsQuery>;

export const ZPainelQuery = z.object({
  share,
  targetId: z.uuid('Meta inválida').optional(),
  from: day.optional(),
  to: day.optional(),
});
export type TPainelQuery = z.infer<typeof ZPainelQuery>;

export const ZInterviewersQuery = z.object({
  campaignId: z.uuid('Campanha inválida').optional(),
  from: day.optional(),
  to: day.optional(),
});

/** One counter of the aggregates (metric/k1/k2 as in the server's contributions.ts). */
export const ZDashCounter = z.object({
  metric: z.string(),
  k1: z.string(),
  k2: z.string(),
  n: z.number(),
  s: z.number(),
});
export type TDashCounter = z.infer<typeof ZDashCounter>;

export const ZDashCampaign = z.object({
  id: z.string(),
  name: z.string(),
  status: ZCampaignStatus,
  surveyTitle: z.string(),
});
export type TDashCampaign = z.infer<typeof ZDashCampaign>;

export const ZDashTarget = z.object({
  id: z.string(),
  name: z.string(),
  goal: z.number(),
  completes: z.number(),
});
export type TDashTarget = z.infer<typeof ZDashTarget>;

export const ZLatestResponse = z.object({
  id: z.string(),
  status: z.string(),
  completedAt: z.string(),
  durationSeconds: z.number().nullable(),
  respondentName: z.string().nullable(),
});

/**
 * The live view of one campaign. `counters` are the raw global counters (metrics starts, status, hour, dur,
 * dropoff) from which the page derives every figure, so a `syncdashs` delta updates it in place.
 */
export const ZLiveCampaign = z.object({
  campaign: ZDashCampaign,
  range: z.object({ key: ZDashRange, from: z.string(), to: z.string() }),
  counters: z.array(ZDashCounter),
  targets: z.array(ZDashTarget),
  latest: z.array(ZLatestResponse),
  summary: z.object({
    starts: z.number(),
    completes: z.number(),
    completesToday: z.number(),
    incidence: z.number().nullable(),
    medianDurationSeconds: z.number().nullable(),
  }),
});
export type TLiveCampaign = z.infer<typeof ZLiveCampaign>;

export const ZLiveCampaigns = z.object({
  campaigns: z.array(ZDashCampaign),
  total: z.number(),
  selected: ZLiveCampaign.nullable(),
});
export type TLiveCampaigns = z.infer<typeof ZLiveCampaigns>;

export const ZQuestionResult = z.object({
  name: z.string(),
  title: z.string(),
  type: z.string(),
  kind: z.enum(['closed', 'numeric', 'open']),
  answered: z.number(),
  choices: z.array(
    z.object({ value: z.string(), label: z.string(), count: z.number(), percent: z.number() }),
  ),
  numeric: z
    .object({
      count: z.number(),
      sum: z.number(),
      mean: z.number(),
      min: z.number(),
      max: z.number(),
      median: z.number(),
      histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
    })
    .nullable(),
  words: z.array(z.object({ word: z.string(), count: z.number() })),
});
export type TQuestionResult = z.infer<typeof ZQuestionResult>;

export const ZPainel = z.object({
  campaign: ZDashCampaign,
  targets: z.array(ZDashTarget),
  completes: z.number(),
  /** 'aggregates' (counters), 'days' (sum of per-day counters) or 'scan' (target + dates: narrow recount). */
  source: z.enum(['aggregates', 'days', 'scan']),
  questions: z.array(ZQuestionResult),
});
export type TPainel = z.infer<typeof ZPainel>;

export const ZInterviewerDay = z.object({
  interviewerId: z.string(),
  name: z.string(),
  day: z.string(),
  interviews: z.number(),
  completes: z.number(),
  screenedOut: z.number(),
  overQuota: z.number(),
  partial: z.number(),
  totalDurationSeconds: z.number(),
});
export const ZInterviewers = z.object({
  days: z.array(ZInterviewerDay),
  interviewers: z.array(
    z.object({
      interviewerId: z.string(),
      name: z.string(),
      interviews: z.number(),
      completes: z.number(),
      screenedOut: z.number(),
      medianDurationSeconds: z.number().nullable(),
    }),
  ),
});
export type TInterviewers = z.infer<typeof ZInterviewers>;

/**
 * Payload of `syncdashs`: the committed deltas of the global counters of one or more responses (folded
 * together), or a campaign change. `at` is the earliest of those commits.
 */
export interface TSyncDashsData {
  kind: 'response' | 'campaign';
  at: string;
  /** The responses in this message and their status now ('deleted' after a soft delete). */
  responses?: { id: string; status: string }[];
  entries?: TDashCounter[];
  targets?: TDashTarget[];
  /** Responses that finished in this message, newest first. */
  latest?: z.infer<typeof ZLatestResponse>[];
}
