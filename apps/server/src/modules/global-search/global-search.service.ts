import {
  can,
  GLOBAL_SEARCH_KIND_LABELS,
  GLOBAL_SEARCH_KINDS,
  ROOM_KIND_LABELS,
  ROOM_KIND_PATHS,
  ROOM_SEATS,
  roleHoldsSeat,
  type TGlobalSearchHit,
  type TGlobalSearchKind,
  type TGlobalSearchResults,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { ServiceDeps } from '../../core/types';
import { type BoardHitRow, createGlobalSearchRepository } from './global-search.repository';

/** At most this many words count (a pasted paragraph does not become a huge query). */
const MAX_WORDS = 8;

/**
 * The query as a tsquery text: each word (letters and digits) a prefix, all required — 'questionario cardio'
 * → 'questionario:* & cardio:*'. The database stems and unaccents each word as it does the records' words.
 * Null when no word is left: nothing to find.
 */
export function toTsQuery(q: string): string | null {
  const words =
    q
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

const boardUrl = (row: BoardHitRow) =>
  row.kind === 'doc'
    ? `/apps/documents/board/${row.board_id}/${row.uri}`
    : `/apps/scrumboard/boards/${row.board_id}/${row.uri}`;

/**
 * GET /api/search: the records the caller may see, grouped by kind. Who sees what is each module's own rule,
 * restated in the queries: the collection roles see every questionnaire, campaign, report and room; the other
 * team roles every study (as on the studies page); a client only the studies granted to it (a board it is a
 * member of), their campaigns and delivered reports; the panel only the team's interview roles; boards and
 * cards those the caller may open; rooms those it sits in. A respondent finds its own boards and rooms only.
 */
export function createGlobalSearchService(app: Pick<ServiceDeps, 'db'>) {
  const repo = createGlobalSearchRepository(app.db);

  return {
    async search(viewer: Principal, q: string, limit: number): Promise<TGlobalSearchResults> {
      const query = toTsQuery(q);
      if (!query) return { groups: [] };
      const manages = can(viewer, 'surveys:manage');
      const studies = { query, userId: viewer.id, seesAll: manages || can(viewer, 'docs:edit'), limit };
      const seesStudies = manages || can(viewer, 'studies:view');
      const boards = {
        query,
        userId: viewer.id,
        readsStudyBoards: can(viewer, 'docs:read'),
        seesEveryStudyBoard: viewer.role === 'admin',
        limit,
      };
      const studyUrl = (teamUrl: string) => (manages ? teamUrl : '/apps/surveys');
      const none = Promise.resolve([]);

      const [questionnaires, campaigns, reports, panel, boardRows, cardRows, rooms] = await Promise.all([
        seesStudies ? repo.questionnaires(studies) : none,
        seesStudies ? repo.campaigns(studies) : none,
        seesStudies ? repo.reports(studies) : none,
        can(viewer, 'survey-users:manage') ? repo.panelMembers(query, limit) : none,
        repo.boards(boards),
        repo.cards(boards),
        repo.rooms({
          query,
          userId: viewer.id,
          seesAll: can(viewer, 'rooms:manage'),
          heldSeats: ROOM_SEATS.filter((seat) => roleHoldsSeat(viewer.role, seat)),
          limit,
        }),
      ]);
      const hits: Record<TGlobalSearchKind, TGlobalSearchHit[]> = {
        questionnaire: questionnaires.map((row) => ({
          kind: 'questionnaire',
          ...row,
          url: studyUrl(`/apps/coleta/questionarios/${row.id}`),
        })),
        campaign: campaigns.map((row) => ({
          kind: 'campaign',
          ...row,
          url: studyUrl(`/apps/coleta/campanhas/${row.id}`),
        })),
        respondent: panel.map((row) => ({
          kind: 'respondent',
          ...row,
          url: `/apps/survey-users?q=${encodeURIComponent(row.excerpt)}`,
        })),
        board: boardRows.map((row) => ({
          kind: 'board',
          id: row.id,
          title: row.title,
          excerpt: row.kind === 'doc' ? 'Quadro do estudo' : 'Scrumboard',
          url: boardUrl(row),
        })),
        card: cardRows.map((row) => ({
          kind: 'card',
          id: row.id,
          title: row.title,
          excerpt: row.excerpt,
          url: boardUrl(row),
        })),
        report: reports.map((row) => ({
          kind: 'report',
          id: row.id,
          title: `${row.title} (${row.format.toUpperCase()})`,
          excerpt: row.excerpt,
          url: manages ? '/apps/reports/gerar' : '/apps/reports/delivered',
        })),
        room: rooms.map((row) => ({
          kind: 'room',
          id: row.id,
          title: row.title,
          excerpt: ROOM_KIND_LABELS[row.kind],
          url: `${ROOM_KIND_PATHS[row.kind]}/${row.id}`,
        })),
      };
      return {
        groups: GLOBAL_SEARCH_KINDS.filter((kind) => hits[kind].length > 0).map((kind) => ({
          kind,
          label: GLOBAL_SEARCH_KIND_LABELS[kind],
          hits: hits[kind],
        })),
      };
    },
  };
}
