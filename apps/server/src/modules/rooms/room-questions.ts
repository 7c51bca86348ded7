import {
  ROOM_CAPABILITIES,
  ROOM_MESSAGES,
  roomMeetRoom,
  type TRoomQuestion,
  type TRoomQuestionDecision,
  type TRoomSeat,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { type RoomSocket, seatOf } from './room-presence';
import { createQuestionsRepository, type QuestionRow } from './room-questions.repository';

export type { QuestionRow } from './room-questions.repository';

const PUBLIC: TRoomQuestion['status'][] = ['approved', 'answered'];

/** Which states each decision may start from, and where it leads. An answered question stays answered. */
const TRANSITIONS: Record<
  TRoomQuestionDecision['decision'],
  { from: string[]; to: TRoomQuestion['status'] }
> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  answer: { from: ['pending', 'approved'], to: 'answered' },
};

/** A viewer of the Q&A: its seat and member (null: a manager outside the room). */
export interface QuestionViewer {
  seat: TRoomSeat;
  memberId: string;
}

/**
 * The question as this viewer may see it, or null when it may not: moderators see all; the author sees its
 * own; everyone else sees only approved and answered ones, without the author's name (an observer's question
 * shown to a webinar audience or to participants never tells who asked).
 */
export function questionFor(viewer: QuestionViewer, row: QuestionRow): TRoomQuestion | null {
  const moderates = ROOM_CAPABILITIES[viewer.seat].moderatesQuestions;
  const isOwn = row.member_id !== null && row.member_id === viewer.memberId;
  if (!moderates && !isOwn && !PUBLIC.includes(row.status)) return null;
  return {
    id: row.id,
    roomId: row.room_id,
    text: row.text,
    status: row.status,
    answer: row.answer,
    author: moderates || isOwn ? row.author : null,
    isOwn,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Applies a decision in one conditional update. A repeated decision (a retried click) finds the question
 * already where it leads and changes nothing; a decision the state does not allow is refused.
 */
export async function decideQuestion(
  db: Queryable,
  decision: TRoomQuestionDecision,
  decidedBy: string,
): Promise<{ row: QuestionRow; before: TRoomQuestion['status'] }> {
  const repo = createQuestionsRepository(db);
  const { from, to } = TRANSITIONS[decision.decision];
  const current = await repo.find(decision.roomId, decision.questionId);
  if (!current) throw new AppError('NOT_FOUND', ROOM_MESSAGES.questionNotFound);
  if (current.status === to && (to !== 'answered' || current.answer === (decision.answer ?? null)))
    return { row: current, before: current.status };
  const row = await repo.transition(decision, to, decidedBy, from);
  if (!row) throw new AppError('CONFLICT', ROOM_MESSAGES.questionDecided);
  return { row, before: current.status };
}

/**
 * Sends a question to each socket of the room that may see it, in its own view. A question that was shown
 * and is now rejected goes to everyone who saw it, so their pages take it away.
 */
export async function sendQuestion(app: FastifyInstance, row: QuestionRow, wasPublic = false): Promise<void> {
  const sockets = (await app.io.in(roomMeetRoom(row.room_id)).fetchSockets()) as unknown as RoomSocket[];
  for (const socket of sockets) {
    const seat = seatOf(socket, row.room_id);
    if (!seat) continue;
    const view =
      questionFor(seat, row) ??
      (wasPublic ? questionFor(seat, { ...row, status: 'approved' as const }) : null);
    if (view) socket.emit('room:question', { ...view, status: row.status });
  }
}

export const isPublicQuestion = (status: TRoomQuestion['status']) => PUBLIC.includes(status);
