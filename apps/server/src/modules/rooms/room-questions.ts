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

export interface QuestionRow {
  id: string;
  room_id: string;
  member_id: string | null;
  author: string;
  seat: TRoomSeat;
  text: string;
  status: TRoomQuestion['status'];
  answer: string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, room_id, member_id, author, seat, text, status, answer, created_at';
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

export function createQuestionsRepository(db: Queryable) {
  return {
    async insert(q: {
      roomId: string;
      memberId: string;
      author: string;
      seat: TRoomSeat;
      text: string;
    }): Promise<QuestionRow> {
      const { rows } = await db.query<QuestionRow>(
        `INSERT INTO room_questions (room_id, member_id, author, seat, text) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${COLUMNS}`,
        [q.roomId, q.memberId, q.author, q.seat, q.text],
      );
      return rows[0] as QuestionRow;
    },

    async list(roomId: string): Promise<QuestionRow[]> {
      const { rows } = await db.query<QuestionRow>(
        `SELECT ${COLUMNS} FROM room_questions WHERE room_id = $1 ORDER BY created_at, id LIMIT 2000`,
        [roomId],
      );
      return rows;
    },

    async find(roomId: string, id: string): Promise<QuestionRow | null> {
      const { rows } = await db.query<QuestionRow>(
        `SELECT ${COLUMNS} FROM room_questions WHERE room_id = $1 AND id = $2`,
        [roomId, id],
      );
      return rows[0] ?? null;
    },

    /**
     * Applies a decision in one conditional update. A repeated decision (a retried click) finds the question
     * already where it leads and changes nothing; a decision the state does not allow is refused.
     */
    async decide(
      decision: TRoomQuestionDecision,
      decidedBy: string,
    ): Promise<{ row: QuestionRow; before: TRoomQuestion['status'] }> {
      const { from, to } = TRANSITIONS[decision.decision];
      const current = await this.find(decision.roomId, decision.questionId);
      if (!current) throw new AppError('NOT_FOUND', ROOM_MESSAGES.questionNotFound);
      if (current.status === to && (to !== 'answered' || current.answer === (decision.answer ?? null)))
        return { row: current, before: current.status };
      const { rows } = await db.query<QuestionRow>(
        `UPDATE room_questions SET status = $3, answer = CASE WHEN $3 = 'answered' THEN $4 ELSE answer END,
           decided_by = $5, decided_at = now()
         WHERE room_id = $1 AND id = $2 AND status = ANY($6::text[]) RETURNING ${COLUMNS}`,
        [decision.roomId, decision.questionId, to, decision.answer ?? null, decidedBy, from],
      );
      const row = rows[0];
      if (!row) throw new AppError('CONFLICT', ROOM_MESSAGES.questionDecided);
      return { row, before: current.status };
    },
  };
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
