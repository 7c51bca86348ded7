import type { Queryable } from '../../core/db/connection';

export interface StudyRow {
  id: string;
  title: string;
  status: 'draft' | 'published' | 'closed';
  updated_at: Date | string;
}

export interface StudyCampaignRow {
  id: string;
  survey_id: string;
  name: string;
  status: 'draft' | 'fielding' | 'paused' | 'closed';
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  completes: number;
}

export interface StudyReportRow {
  id: string;
  survey_id: string;
  campaign_name: string;
  format: 'csv' | 'xlsx' | 'pdf';
  filename: string | null;
  delivered_at: Date | string;
  recipient: string | null;
}

export interface StudyBoardRow {
  id: string;
  survey_id: string;
  name: string;
  uri: string;
}

/** Live study boards (not in the trash) that `$2` may open: a member's, or all of them when `$3`. */
const VISIBLE_BOARD = `d.kind = 'doc' AND d.deleted_at IS NULL
  AND ($3 OR EXISTS (SELECT 1 FROM doc_members m WHERE m.doc_id = d.id AND m.user_id = $2))`;

/**
 * The studies page's read model: questionnaires with their campaigns, delivered reports and boards (joins over
 * the surveys, campaigns, responses, reports and doc-app tables; nothing here writes).
 */
export function createStudiesRepository(db: Queryable) {
  return {
    /**
     * Questionnaires whose title holds `pattern` (null: any), newest first; with `onlyOnBoards`, only those
     * with a board `userId` may open.
     */
    async studies(query: {
      pattern: string | null;
      userId: string;
      seesEveryBoard: boolean;
      onlyOnBoards: boolean;
      limit: number;
    }): Promise<StudyRow[]> {
      const result = await db.query<StudyRow>(
        `SELECT s.id, s.title, s.status, s.updated_at FROM surveys s
          WHERE NOT s.is_archived AND ($1::text IS NULL OR s.title ILIKE $1)
            AND (NOT $4 OR EXISTS (SELECT 1 FROM docs d WHERE d.survey_id = s.id AND ${VISIBLE_BOARD}))
          ORDER BY s.updated_at DESC, s.id LIMIT $5`,
        [query.pattern, query.userId, query.seesEveryBoard, query.onlyOnBoards, query.limit],
      );
      return result.rows;
    },

    async campaigns(surveyIds: readonly string[]): Promise<StudyCampaignRow[]> {
      const result = await db.query<StudyCampaignRow>(
        `SELECT c.id, c.survey_id, c.name, c.status, c.opens_at, c.closes_at,
            (SELECT count(*) FROM responses r WHERE r.campaign_id = c.id AND r.status = 'complete')::int AS completes
          FROM campaigns c WHERE c.survey_id = ANY ($1::uuid[]) ORDER BY c.created_at DESC, c.id`,
        [surveyIds],
      );
      return result.rows;
    },

    async deliveredReports(surveyIds: readonly string[]): Promise<StudyReportRow[]> {
      const result = await db.query<StudyReportRow>(
        `SELECT r.id, c.survey_id, c.name AS campaign_name, r.format, r.filename, r.delivered_at, r.recipient
          FROM reports r JOIN campaigns c ON c.id = r.campaign_id
          WHERE c.survey_id = ANY ($1::uuid[]) AND r.delivered_at IS NOT NULL
          ORDER BY r.delivered_at DESC, r.id`,
        [surveyIds],
      );
      return result.rows;
    },

    async boards(
      surveyIds: readonly string[],
      userId: string,
      seesEveryBoard: boolean,
    ): Promise<StudyBoardRow[]> {
      const result = await db.query<StudyBoardRow>(
        `SELECT d.id, d.survey_id, d.name, d.uri FROM docs d
          WHERE d.survey_id = ANY ($1::uuid[]) AND ${VISIBLE_BOARD} ORDER BY d.name, d.id`,
        [surveyIds, userId, seesEveryBoard],
      );
      return result.rows;
    },
  };
}
