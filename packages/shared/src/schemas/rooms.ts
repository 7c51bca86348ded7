import { z } from 'zod';
import { OBSERVER_SEATS, ROOM_SEATS } from '../auth/room-capabilities';
import { zText } from './text';

export const ROOM_KINDS = ['focus_group', 'in_depth', 'webinar', 'meeting'] as const;
export const ZRoomKind = z.enum(ROOM_KINDS, 'Tipo de sala inválido');
export type TRoomKind = z.infer<typeof ZRoomKind>;
export const ROOM_KIND_LABELS: Record<TRoomKind, string> = {
  focus_group: 'Grupo focal',
  in_depth: 'Entrevista em profundidade',
  webinar: 'Webinar',
  meeting: 'Reunião',
};
/** The page each kind opens on (spec point 2: rooms, webinar, meet). */
export const ROOM_KIND_PATHS: Record<TRoomKind, string> = {
  focus_group: '/apps/rooms',
  in_depth: '/apps/rooms',
  webinar: '/apps/webinar',
  meeting: '/apps/meet',
};

export const ROOM_MESSAGES = {
  notFound: 'Sala não encontrada.',
  invalidLink: 'Link da sala inválido ou expirado.',
  notMember: 'Você não faz parte desta sala.',
  notAllowed: 'Seu papel nesta sala não permite esta ação.',
  seatLost: 'Você não ocupa mais um lugar nesta sala: seu papel ou a lista da sala mudou.',
  invalidMedia:
    'A descrição de mídia (SDP) enviada pelo navegador é inválida. Recarregue a página e entre de novo.',
  mediaUnavailable: 'O servidor de mídia não respondeu. Tente entrar na sala de novo.',
  unknownUser: 'Usuário não encontrado para moderador ou observador.',
  unknownRespondent: 'Respondente do painel não encontrado.',
  unknownCampaign: 'Campanha não encontrada: escolha uma campanha existente ou nenhuma.',
  notObserverRole: 'O papel do observador deve ser um dos papéis de observador.',
  notModeratorRole: 'Moderadores precisam ser da equipe.',
  questionNotFound: 'Pergunta não encontrada.',
  questionDecided: 'Esta pergunta já foi moderada.',
  recordingNotFound: 'Gravação não encontrada.',
  recordingStopped: 'Esta gravação já terminou.',
  recordingMissingParts: 'Ainda faltam partes da gravação: aguarde o envio e tente de novo.',
  recordingEmpty: 'A gravação não tem nenhuma parte.',
  recordingByJanus: 'Esta gravação é feita pelo servidor de mídia: não recebe partes do navegador.',
  recordingUnavailable: 'O servidor de mídia não conseguiu iniciar a gravação. Tente de novo.',
  recordingNoMedia: 'Ninguém enviou vídeo ou áudio enquanto a gravação estava ligada.',
  recordingMixFailed: 'Não foi possível montar o arquivo da gravação.',
} as const;

export const ZRoomSeat = z.enum(ROOM_SEATS, 'Papel na sala inválido');
export const ZObserverSeat = z.enum(OBSERVER_SEATS, 'Papel de observador inválido');

const ZTitle = zText().trim().min(3, 'No mínimo 3 caracteres').max(200, 'No máximo 200 caracteres');
const ZName = zText().trim().min(1, 'Informe o nome').max(120, 'No máximo 120 caracteres');

const ZModeratorIds = z
  .array(z.uuid('Moderador inválido'))
  .min(1, 'Informe ao menos um moderador')
  .max(5, 'No máximo 5 moderadores');
const ZParticipantIds = z.array(z.uuid('Participante inválido')).max(50, 'No máximo 50 participantes');
const ZObservers = z
  .array(z.object({ userId: z.uuid('Observador inválido'), seat: ZObserverSeat }))
  .max(200, 'No máximo 200 observadores');

export const ZRoomBody = z.object({
  kind: ZRoomKind,
  title: ZTitle,
  /** An instant with offset; the page writes it in America/Sao_Paulo. */
  startsAt: z.iso.datetime({ offset: true, message: 'Data e hora inválidas' }),
  durationMinutes: z
    .number()
    .int('Duração inválida')
    .min(10, 'No mínimo 10 minutos')
    .max(600, 'No máximo 600 minutos'),
  campaignId: z.uuid('Campanha inválida').nullable().default(null),
  moderatorIds: ZModeratorIds,
  participantIds: ZParticipantIds.default([]),
  observers: ZObservers.default([]),
  guests: z
    .array(z.object({ name: ZName, seat: ZObserverSeat.default('watcher_guest') }))
    .max(50)
    .default([]),
});
export type TRoomBody = z.input<typeof ZRoomBody>;
/**
 * A room's edit: any of its fields, and any of its seat lists, each given whole (an omitted list stays as it is).
 * The accounts and respondents listed keep their seat (and admission); the others leave the room at once.
 */
export const ZRoomPatch = ZRoomBody.pick({
  title: true,
  startsAt: true,
  durationMinutes: true,
  kind: true,
})
  .partial()
  .extend({
    moderatorIds: ZModeratorIds.optional(),
    participantIds: ZParticipantIds.optional(),
    observers: ZObservers.optional(),
  });
export type TRoomPatch = z.input<typeof ZRoomPatch>;

export const ZRoomMember = z.object({
  id: z.uuid(),
  seat: ZRoomSeat,
  name: z.string(),
  userId: z.uuid().nullable(),
  respondentId: z.uuid().nullable(),
  admitted: z.boolean(),
});
export type TRoomMember = z.infer<typeof ZRoomMember>;

export const ZRoom = z.object({
  id: z.uuid(),
  kind: ZRoomKind,
  title: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  campaignId: z.uuid().nullable(),
  campaignName: z.string().nullable(),
  /** The caller's seat (null: a manager who is not a member). */
  seat: ZRoomSeat.nullable(),
  /** Members the caller may see: participants never see observers. */
  members: z.array(ZRoomMember),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomList = z.object({ items: z.array(ZRoom.omit({ members: true })) });

/** Copyable links of the members who come without an account (participants, guest observers). */
export const ZRoomLinks = z.object({
  expiresAt: z.string(),
  items: z.array(z.object({ memberId: z.uuid(), name: z.string(), seat: ZRoomSeat, url: z.string() })),
});
export type TRoomLinks = z.infer<typeof ZRoomLinks>;

/** POST /api/rooms/:id/invitations: the participants' links by e-mail, from a mailing template. */
export const ZRoomInvite = z.object({ templateId: z.uuid('Escolha um modelo de e-mail') });
export const ZRoomInviteTemplates = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export const ZRoomInviteResult = z.object({
  /** Names of the participants written to now. */
  sent: z.array(z.string()),
  /** Already written to before (a repeated send writes to nobody twice). */
  alreadyInvited: z.number(),
  /** Not written to, by the panel's rules (opted out, bounced, no consent). */
  excluded: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** The mail server refused them this time: a new send tries them again. */
  failed: z.array(z.string()),
});
export type TRoomInviteResult = z.infer<typeof ZRoomInviteResult>;

/** A link as the page reads it from its address: `?m=<memberId>&link=<token>`. */
export const ZRoomLink = z.object({
  memberId: z.uuid('Link da sala inválido ou expirado.'),
  link: z.string().min(16, 'Link da sala inválido ou expirado.').max(2000),
});
export type TRoomLink = z.infer<typeof ZRoomLink>;
export const ZRoomLinkCheck = z.object({
  room: ZRoom.pick({ id: true, kind: true, title: true, startsAt: true, durationMinutes: true }),
  name: z.string(),
  seat: ZRoomSeat,
});
export type TRoomLinkCheck = z.infer<typeof ZRoomLinkCheck>;

/**
 * A recording of a session: recorded in the moderator's browser and sent in parts (`browser`), or by Janus, one
 * file per stream, mixed into one file by a worker job after it stops (`janus`: 'processing' until then).
 */
export const ZRoomRecording = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  source: z.enum(['browser', 'janus']),
  status: z.enum(['recording', 'processing', 'ready', 'failed']),
  /** Why a recording failed (pt-BR), null otherwise. */
  failure: z.string().nullable(),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  startedBy: z.string(),
  size: z.number().nullable(),
  contentType: z.string().nullable(),
  /** Parts received so far (while recording). */
  parts: z.number(),
  /** Bookmarks, sections and reactions made while it recorded, at their offset in the recording. */
  marks: z.array(
    z.object({
      kind: z.enum(['bookmark', 'section', 'reaction']),
      text: z.string(),
      author: z.string(),
      offsetMs: z.number(),
    }),
  ),
});
export type TRoomRecording = z.infer<typeof ZRoomRecording>;
export const ZRoomRecordingList = z.object({
  items: z.array(
    ZRoomRecording.extend({
      /** Signed for an hour: what a <video> plays (it cannot send the session header). */
      playUrl: z.string().nullable(),
      /** The same file as a download, signed only for seats with `downloads`. */
      downloadUrl: z.string().nullable(),
    }),
  ),
});
export const ZRoomRecordingStart = z.object({ recordingId: z.uuid('Gravação inválida') });
export const ZRoomRecordingPart = z.object({ seq: z.number(), size: z.number() });
export const ZRoomRecordingFileQuery = z.object({
  token: z.string().min(16, 'Gravação não encontrada.').max(2000),
  download: z.enum(['0', '1']).default('0'),
});
export type TRoomRecordingList = z.infer<typeof ZRoomRecordingList>;
export const ZRoomRecordingParams = z.object({ id: z.uuid(), recordingId: z.uuid() });
export const ZRoomRecordingPartParams = ZRoomRecordingParams.extend({
  seq: z.coerce.number().int().min(0).max(100_000),
});
/** The largest part accepted (a few seconds of video each). */
export const ROOM_RECORDING_PART_MAX_BYTES = 20 * 1024 * 1024;
