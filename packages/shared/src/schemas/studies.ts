import { z } from 'zod';
import { ZCampaignStatus } from './campaigns';
import { ZReportFormat } from './reports';
import { zText } from './text';

/** /apps/surveys: each questionnaire (a study) with its campaigns, delivered reports and boards. */
export const STUDY_MESSAGES = {
  surveyNotFound: 'Questionário não encontrado: escolha um estudo da lista.',
} as const;

export const ZStudiesQuery = z.object({ q: zText().trim().max(120, 'No máximo 120 caracteres').default('') });

export const ZStudy = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(['draft', 'published', 'closed']),
  updatedAt: z.string(),
  campaigns: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: ZCampaignStatus,
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      completes: z.number(),
    }),
  ),
  /** Delivered reports only; `url` is a signed download link for this viewer (it expires). */
  reports: z.array(
    z.object({
      id: z.uuid(),
      campaignName: z.string(),
      format: ZReportFormat,
      filename: z.string().nullable(),
      deliveredAt: z.string(),
      recipient: z.string().nullable(),
      url: z.string(),
    }),
  ),
  boards: z.array(z.object({ id: z.uuid(), name: z.string(), uri: z.string() })),
  /** Recordings of the study's rooms this viewer may watch; signed addresses (they expire). */
  recordings: z.array(
    z.object({
      id: z.uuid(),
      roomId: z.uuid(),
      roomTitle: z.string(),
      campaignName: z.string(),
      startedAt: z.string(),
      playUrl: z.string(),
      /** Only for a viewer whose seat (or role) downloads. */
      downloadUrl: z.string().nullable(),
    }),
  ),
});
export type TStudy = z.infer<typeof ZStudy>;
export type TStudyRecording = TStudy['recordings'][number];

export const ZStudies = z.object({
  studies: z.array(ZStudy),
  /** Whether this viewer only reads (watcher roles): no links to edit anything. */
  isReadOnly: z.boolean(),
});
export type TStudies = z.infer<typeof ZStudies>;
