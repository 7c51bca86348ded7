import type {
  TInvitationStatus,
  TPanelParticipation,
  TResponseStatus,
  TTableFilter,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { dateText, type FilterColumn, filterCondition, selectPage } from '../../lib/sql';

interface ParticipationRow {
  campaign_id: string;
  campaign_name: string;
  invitation_id: string | null;
  invitation_status: TInvitationStatus | null;
  invited_at: Date | string | null;
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  response_id: string | null;
  response_status: TResponseStatus | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  is_interview: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toParticipation(row: ParticipationRow): TPanelParticipation {
  return {
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    invitationId: row.invitation_id,
    invitationStatus: row.invitation_status,
    invitedAt: iso(row.invited_at),
    sentAt: iso(row.sent_at),
    openedAt: iso(row.opened_at),
    responseId: row.response_id,
    responseStatus: row.response_status,
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
    isInterview: row.is_interview,
  };
}

/**
 * One row per invitation and/or response of the respondent: a response given through an invitation sits
 * on the invitation's row; an interview without invitation has a row of its own. Deleted responses are left out.
 */
const PARTICIPATIONS = `WITH inv AS (SELECT * FROM invitations WHERE respondent_id = $1),
  res AS (SELECT * FROM responses WHERE respondent_id = $1 AND deleted_at IS NULL),
  joined AS (
    SELECT coalesce(inv.campaign_id, res.campaign_id) AS campaign_id, inv.id AS invitation_id,
      inv.status AS invitation_status, inv.created_at AS invited_at, inv.sent_at, inv.opened_at,
      res.id AS response_id, res.status AS response_status, res.started_at, res.completed_at,
      coalesce(res.is_interview, false) AS is_interview,
      coalesce(res.started_at, inv.created_at) AS sort_at
    FROM inv FULL JOIN res ON res.invitation_id = inv.id)`;

const ANSWERED_AT = 'coalesce(j.completed_at, j.started_at)';

/** The allow-list of the history's table filter (PANEL_HISTORY_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  campaign: { type: 'text', sql: 'c.name' },
  invitedAt: { type: 'date', sql: 'j.invited_at', text: dateText('j.invited_at') },
  answeredAt: { type: 'date', sql: ANSWERED_AT, text: dateText(ANSWERED_AT) },
};

export function createHistoryRepository(db: Queryable) {
  return {
    async list(
      respondentId: string,
      page: { limit: number; offset: number; tableFilter?: TTableFilter | null },
    ) {
      const column = filterCondition(page.tableFilter ?? null, FILTER_COLUMNS, 2);
      const from = `FROM joined j JOIN campaigns c ON c.id = j.campaign_id WHERE ${column.sql}`;
      const { rows, total } = await selectPage<ParticipationRow>(
        db,
        {
          rows: `${PARTICIPATIONS} SELECT j.*, c.name AS campaign_name ${from}
           ORDER BY j.sort_at DESC, j.invitation_id, j.response_id`,
          count: `${PARTICIPATIONS} SELECT count(*)::int AS total ${from}`,
        },
        [respondentId, ...column.params],
        page,
      );
      return { items: rows.map(toParticipation), total };
    },
  };
}
