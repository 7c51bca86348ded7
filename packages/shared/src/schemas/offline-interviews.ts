import { z } from 'zod';
import { ZAnswers, ZResponseStatus } from './responses';

/** How far ahead of the server's clock a device's clock may run before its times are refused. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const OFFLINE_MESSAGES = {
  inFuture: 'O horário da entrevista está no futuro. Confira o relógio do aparelho.',
  beforeOpen: 'A entrevista é anterior à abertura da campanha.',
  afterClose: 'A entrevista é posterior ao encerramento da campanha.',
  endBeforeStart: 'O fim da entrevista é anterior ao seu início.',
  otherVersion: 'Esta versão do questionário não pertence à campanha.',
  otherInterviewer: 'Esta entrevista foi enviada por outro entrevistador.',
} as const;

const instant = z.iso.datetime({ offset: true, message: 'Data inválida' });

/** Where the interview happened, sent only when the respondent consented. */
export const ZInterviewLocation = z.object({
  latitude: z.number('Localização inválida').min(-90, 'Localização inválida').max(90, 'Localização inválida'),
  longitude: z
    .number('Localização inválida')
    .min(-180, 'Localização inválida')
    .max(180, 'Localização inválida'),
  accuracy: z.number('Localização inválida').min(0, 'Localização inválida').max(1_000_000).optional(),
});
export type TInterviewLocation = z.infer<typeof ZInterviewLocation>;

/** An interview completed on a device with no connection, sent when the connection returns. */
export const ZOfflineInterviewBody = z.object({
  idempotencyKey: z.uuid('Chave de envio inválida'),
  versionId: z.uuid('Versão inválida'),
  respondentName: z.string().trim().max(200, 'No máximo 200 caracteres').optional(),
  answers: ZAnswers,
  startedAt: instant,
  endedAt: instant,
  location: ZInterviewLocation.optional(),
});
export type TOfflineInterviewBody = z.infer<typeof ZOfflineInterviewBody>;

/** The end of a synced interview: over_quota when a target filled while the device was off-line. */
export const ZOfflineInterviewResult = z.object({
  responseId: z.string(),
  status: ZResponseStatus,
  message: z.string(),
});
export type TOfflineInterviewResult = z.infer<typeof ZOfflineInterviewResult>;
