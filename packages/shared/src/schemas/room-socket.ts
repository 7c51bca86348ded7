import { z } from 'zod';
import type { TRoomCapabilities, TRoomSeat } from '../auth/room-capabilities';
import { zText } from './text';

/** Socket actions of a room (each payload is validated on the server). */
export const ROOM_ACTIONS = {
  join: 'server/room:join',
  admit: 'server/room:admit',
  signal: 'server/room:signal',
  backroom: 'server/room:backroom',
  note: 'server/room:note',
  mark: 'server/room:mark',
  question: 'server/room:question',
  decideQuestion: 'server/room:question-decide',
  /** Janus mode: send this seat's camera to the media server (an offer; the server answers). */
  sfuPublish: 'server/room:sfu-publish',
  /** Janus mode: receive one sender's stream (the server answers with Janus's offer). */
  sfuSubscribe: 'server/room:sfu-subscribe',
  /** Janus mode: this browser's answer to a stream's offer. */
  sfuAnswer: 'server/room:sfu-answer',
  /** Janus mode: this browser leaves the media server (its page closed the room). */
  sfuLeave: 'server/room:sfu-leave',
} as const;

/** socket.io room kinds: everyone admitted, the backroom, the waiting room. */
export const roomMeetRoom = (roomId: string) => `meet:${roomId}`;
export const roomBackroom = (roomId: string) => `backroom:${roomId}`;
export const roomWaitingRoom = (roomId: string) => `roomwait:${roomId}`;

const ZRoomId = z.uuid('Sala inválida');
const ZMessageText = zText().trim().min(1, 'Mensagem vazia').max(2000, 'No máximo 2000 caracteres');

/** A member signed in by session needs only the room; a link holder sends its link. */
export const ZRoomJoin = z.object({
  roomId: ZRoomId,
  memberId: z.uuid().optional(),
  link: z.string().max(2000).optional(),
});
export type TRoomJoin = z.infer<typeof ZRoomJoin>;
export const ZRoomAdmit = z.object({ roomId: ZRoomId, memberId: z.uuid('Participante inválido') });
export const ZRoomSignal = z.object({
  roomId: ZRoomId,
  /** The peer (socket id) the signal is for. */
  to: z.string().min(1).max(64),
  /** Whose stream a relayed connection carries (a moderator feeding an observer); the sender's own if absent. */
  source: z.string().max(64).optional(),
  description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(200_000) }).optional(),
  candidate: z
    .object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().nullable().optional(),
    })
    .optional(),
});
export type TRoomSignalData = z.infer<typeof ZRoomSignal>;
const ZPeerId = z.string().min(1).max(64);
const zDescription = <T extends 'offer' | 'answer'>(type: T) =>
  z.object({ type: z.literal(type), sdp: zText().min(1).max(200_000) });
export const ZRoomSfuPublish = z.object({ roomId: ZRoomId, description: zDescription('offer') });
export const ZRoomSfuSubscribe = z.object({ roomId: ZRoomId, source: ZPeerId });
export const ZRoomSfuAnswer = z.object({
  roomId: ZRoomId,
  source: ZPeerId,
  /** The offer this answers (a stream offered again makes an older answer stale). */
  offerId: z.number().int().min(1),
  description: zDescription('answer'),
});
export const ZRoomSfuLeave = z.object({ roomId: ZRoomId });
export type TRoomSfuPublish = z.infer<typeof ZRoomSfuPublish>;
export type TRoomSfuSubscribe = z.infer<typeof ZRoomSfuSubscribe>;
export type TRoomSfuAnswer = z.infer<typeof ZRoomSfuAnswer>;
export const ZRoomText = z.object({ roomId: ZRoomId, text: ZMessageText });
export const ROOM_MARK_KINDS = ['bookmark', 'section', 'reaction'] as const;
export const ROOM_REACTIONS = ['👍', '👎', '❓'] as const;
/** What a reaction says, in words (buttons and timelines: an emoji alone is no name, nor a glyph everywhere). */
export const ROOM_REACTION_LABELS: Record<(typeof ROOM_REACTIONS)[number], string> = {
  '👍': 'Gostei',
  '👎': 'Não gostei',
  '❓': 'Dúvida',
};
/** A timeline mark as people read it: a reaction by its words, the rest as written. */
export const roomMarkText = (mark: { kind: string; text: string }) =>
  (mark.kind === 'reaction' && ROOM_REACTION_LABELS[mark.text as (typeof ROOM_REACTIONS)[number]]) ||
  mark.text;
export const ZRoomMark = z.object({
  roomId: ZRoomId,
  kind: z.enum(ROOM_MARK_KINDS, 'Marcação inválida'),
  text: zText().trim().min(1, 'Texto vazio').max(500, 'No máximo 500 caracteres'),
  /** Milliseconds since the session started, as the author's clock saw it. */
  atMs: z.number().int().min(0).max(86_400_000),
});
export type TRoomMarkData = z.infer<typeof ZRoomMark>;

/** What a moderator does with a question: show it to the room, drop it, or answer it (and show it). */
export const ROOM_QUESTION_DECISIONS = ['approve', 'reject', 'answer'] as const;
export const ZRoomQuestionDecision = z
  .object({
    roomId: ZRoomId,
    questionId: z.uuid('Pergunta inválida'),
    decision: z.enum(ROOM_QUESTION_DECISIONS, 'Decisão inválida'),
    answer: zText().trim().max(2000, 'No máximo 2000 caracteres').optional(),
  })
  .refine((d) => d.decision !== 'answer' || (d.answer ?? '').length > 0, {
    message: 'Escreva a resposta',
    path: ['answer'],
  });
export type TRoomQuestionDecision = z.infer<typeof ZRoomQuestionDecision>;

/**
 * A Q&A question as one viewer may see it: held ('pending') for the moderators and its author until a
 * moderator approves or answers it; the author's name goes only to moderators and to the author itself.
 */
export interface TRoomQuestion {
  id: string;
  roomId: string;
  text: string;
  status: 'pending' | 'approved' | 'rejected' | 'answered';
  answer: string | null;
  /** Null for every viewer but the moderators and the author. */
  author: string | null;
  isOwn: boolean;
  createdAt: string;
}

/** One person as a viewer may see them (a participant is never told about an observer). */
export interface TRoomPeer {
  peerId: string;
  memberId: string;
  name: string;
  seat: TRoomSeat;
}

/** Timeline and backroom entries: who wrote what, when. */
export interface TRoomEntry {
  id: string;
  roomId: string;
  kind: 'backroom' | 'note' | 'bookmark' | 'section' | 'reaction' | 'question';
  text: string;
  atMs: number;
  author: string;
  seat: TRoomSeat;
  createdAt: string;
}

export interface TRoomJoined {
  roomId: string;
  self: TRoomPeer & { capabilities: TRoomCapabilities };
  isWaiting: boolean;
  /** Backroom and timeline so far, for seats that may read them. */
  history: TRoomEntry[];
  /** The Q&A so far as this seat may see it: all (moderators), the shown ones and its own (others). */
  questions: TRoomQuestion[];
  /** A recording runs now: every page shows the notice. */
  isRecording: boolean;
  /** How media flows: a browser-to-browser mesh, or through the Janus media server (JANUS_URL). */
  media: 'mesh' | 'sfu';
  /** STUN/TURN servers (ICE_SERVERS), given to members only. */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

export interface TRoomSignalEvent {
  roomId: string;
  from: string;
  source?: string;
  description?: TRoomSignalData['description'];
  candidate?: TRoomSignalData['candidate'];
}

/**
 * Janus mode, from the server: the answer to this seat's publish (`source` null), or the offer of one sender's
 * stream (`source` its peer id).
 */
export interface TRoomSfuEvent {
  roomId: string;
  source: string | null;
  /** An offer's number, to send back with its answer. */
  offerId?: number;
  description: { type: 'offer' | 'answer'; sdp: string };
}
