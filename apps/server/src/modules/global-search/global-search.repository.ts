import type { Queryable } from '../../core/db/connection';

/**
 * The global search's read model (issue 35): each kind's records whose words match a tsquery, in the text search
 * configuration `pesquise_busca` (Portuguese stemming, accents removed; migration 0044), newest first. Every
 * match is written as the expression its GIN index holds, so that the index serves it; who may see which record
 * is part of each query, never filtered after a LIMIT. The matches are a MATERIALIZED step before the order and
 * the limit: otherwise the planner may walk a table newest first, computing every row's tsvector, hoping to meet
 * the few matches early (seconds at 100,000 records for a rare word). Nothing here writes.
 */

/** `$1` is the tsquery text (see toTsQuery), matched against an indexed expression. */
const matches = (expression: string) =>
  `to_tsvector('pesquise_busca', ${expression}) @@ to_tsquery('pesquise_busca', $1)`;

/** A live study board `$3` is a member of. */
const MEMBER_OF_BOARD = `EXISTS (SELECT 1 FROM doc_members m WHERE m.doc_id = d.id AND m.user_id = $3)`;

/** The questionnaire `s` is on a live study board `$3` is a member of (a client's granted study). */
const GRANTED_STUDY = `EXISTS (SELECT 1 FROM docs d
  WHERE d.survey_id = s.id AND d.kind = 'doc' AND d.deleted_at IS NULL AND ${MEMBER_OF_BOARD})`;

/**
 * Boards `$3` may open: study boards when `$4` (the Documents group), all of them when `$5` (the admin), else
 * those it is a member of; scrumboards, its own (member) only.
 */
const VISIBLE_BOARD = `d.deleted_at IS NULL AND (
  (d.kind = 'doc' AND $4 AND ($5 OR ${MEMBER_OF_BOARD}))
  OR (d.kind = 'scrumboard' AND ${MEMBER_OF_BOARD}))`;

export interface HitRow {
  id: string;
  title: string;
  excerpt: string;
}

export interface BoardHitRow extends HitRow {
  kind: 'doc' | 'scrumboard';
  uri: string;
  board_id: string;
}

export interface ReportHitRow extends HitRow {
  format: 'csv' | 'xlsx' | 'pdf';
}

export interface RoomHitRow extends HitRow {
  kind: 'focus_group' | 'in_depth' | 'webinar' | 'meeting';
}

/** Who asks: `seesAll` the team's whole collection, else a client's granted studies only. */
export interface StudyScope {
  query: string;
  userId: string;
  seesAll: boolean;
  limit: number;
}

export interface BoardScope {
  query: string;
  userId: string;
  readsStudyBoards: boolean;
  seesEveryStudyBoard: boolean;
  limit: number;
}

export function createGlobalSearchRepository(db: Queryable) {
  const rows = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows;

  return {
    questionnaires: (scope: StudyScope) =>
      rows<HitRow>(
        `WITH hits AS MATERIALIZED (
          SELECT s.id, s.title, s.category AS excerpt, s.updated_at FROM surveys s
          WHERE ${matches(`s.title || ' ' || s.description`)} AND NOT s.is_archived AND ($2 OR ${GRANTED_STUDY}))
        SELECT id, title, excerpt FROM hits ORDER BY updated_at DESC, id LIMIT $4`,
        [scope.query, scope.seesAll, scope.userId, scope.limit],
      ),

    campaigns: (scope: StudyScope) =>
      rows<HitRow>(
        `WITH hits AS MATERIALIZED (
          SELECT c.id, c.name AS title, s.title AS excerpt, c.updated_at
          FROM campaigns c JOIN surveys s ON s.id = c.survey_id
          WHERE ${matches('c.name')} AND ($2 OR ${GRANTED_STUDY}))
        SELECT id, title, excerpt FROM hits ORDER BY updated_at DESC, id LIMIT $4`,
        [scope.query, scope.seesAll, scope.userId, scope.limit],
      ),

    /** Reports whose file, recipient or campaign matches; a client's: delivered ones of its granted studies. */
    reports: (scope: StudyScope) =>
      rows<ReportHitRow>(
        `WITH found AS MATERIALIZED (
          SELECT r.id FROM reports r WHERE ${matches(`coalesce(r.filename, '') || ' ' || coalesce(r.recipient, '')`)}
          UNION
          SELECT r.id FROM campaigns c JOIN reports r ON r.campaign_id = c.id WHERE ${matches('c.name')})
        SELECT r.id, c.name AS title, coalesce(r.filename, r.recipient, '') AS excerpt, r.format
          FROM found JOIN reports r ON r.id = found.id JOIN campaigns c ON c.id = r.campaign_id
          JOIN surveys s ON s.id = c.survey_id
          WHERE $2 OR (r.delivered_at IS NOT NULL AND ${GRANTED_STUDY})
          ORDER BY r.created_at DESC, r.id LIMIT $4`,
        [scope.query, scope.seesAll, scope.userId, scope.limit],
      ),

    panelMembers: (query: string, limit: number) =>
      rows<HitRow>(
        `WITH hits AS MATERIALIZED (
          SELECT p.id, p.name AS title, p.email AS excerpt, p.updated_at FROM respondents p
          WHERE ${matches(`p.name || ' ' || p.email`)})
        SELECT id, title, excerpt FROM hits ORDER BY updated_at DESC, id LIMIT $2`,
        [query, limit],
      ),

    boards: (scope: BoardScope) =>
      rows<BoardHitRow>(
        `WITH hits AS MATERIALIZED (
          SELECT d.id, d.name AS title, '' AS excerpt, d.kind, d.uri, d.id AS board_id, d.updated_at FROM docs d
          WHERE ${matches('d.name')} AND ${VISIBLE_BOARD})
        SELECT id, title, excerpt, kind, uri, board_id FROM hits ORDER BY updated_at DESC, id LIMIT $2`,
        [scope.query, scope.limit, scope.userId, scope.readsStudyBoards, scope.seesEveryStudyBoard],
      ),

    cards: (scope: BoardScope) =>
      rows<BoardHitRow>(
        `WITH hits AS MATERIALIZED (
          SELECT c.id, c.name AS title, d.name AS excerpt, d.kind, d.uri, d.id AS board_id, c.updated_at
          FROM doc_cards c JOIN docs d ON d.id = c.doc_id
          WHERE ${matches(`c.name || ' ' || c.description`)} AND ${VISIBLE_BOARD})
        SELECT id, title, excerpt, kind, uri, board_id FROM hits ORDER BY updated_at DESC, id LIMIT $2`,
        [scope.query, scope.limit, scope.userId, scope.readsStudyBoards, scope.seesEveryStudyBoard],
      ),

    /** Every room when `seesAll`, else those `userId` sits in on a seat its role still holds (`heldSeats`). */
    rooms: (scope: { query: string; userId: string; seesAll: boolean; heldSeats: string[]; limit: number }) =>
      rows<RoomHitRow>(
        `WITH hits AS MATERIALIZED (
          SELECT r.id, r.title, '' AS excerpt, r.kind, r.starts_at FROM rooms r
          LEFT JOIN room_members m ON m.room_id = r.id AND m.user_id = $2
          WHERE ${matches('r.title')} AND ($3 OR m.seat = ANY ($4::text[])))
        SELECT id, title, excerpt, kind FROM hits ORDER BY starts_at DESC, id LIMIT $5`,
        [scope.query, scope.userId, scope.seesAll, scope.heldSeats, scope.limit],
      ),
  };
}
