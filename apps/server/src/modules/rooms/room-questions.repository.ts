import type { TRoomQuestion, TRoomQuestionDecision, TRoomSeat } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

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
/** The rooms module's Q&A table: room_questions. */
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

    /** Moves the question from one of `from` to `to`; null when its state no longer allows it. */
    async transition(
      decision: TRoomQuestionDecision,
      to: TRoomQuestion['status'],
      decidedBy: string,
      from: string[],
    ): Promise<QuestionRow | null> {
      const { rows } = await db.query<QuestionRow>(
        `UPDATE room_questions SET status = $3, answer = CASE WHEN $3 = 'answered' THEN $4 ELSE answer END,
           decided_by = $5, decided_at = now()
         WHERE room_id = $1 AND id = $2 AND status = ANY($6::text[]) RETURNING ${COLUMNS}`,
        [decision.roomId, decision.questionId, to, decision.answer ?? null, decidedBy, from],
      );
      return rows[0] ?? null;
    },
  };
}
