import { createHash, randomBytes } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  pageOf,
  RESPONDENT_MESSAGES,
  type TCreatedInvitation,
  type TInvitation,
  type TInvitationStatus,
  type TPageQuery,
  type TTableFilter,
} from '@pesquisemais/shared';
import type { TokenScope } from '../../core/auth/tokens';
import type { Db, Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { findCampaign } from '../campaigns';
import { isInvitationLive } from './invitation-session.repository';
import { createRespondentsRepository, type InvitationRow } from './respondents.repository';

export { isInvitationLive } from './invitation-session.repository';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function playerLink(surveyId: string, campaignId: string, token: string): string {
  return `/apps/surveyplayer/${surveyId}?campaign=${campaignId}&t=${encodeURIComponent(token)}`;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toInvitation(row: InvitationRow): TInvitation {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    respondentId: row.respondent_id,
    respondentName: row.respondent_name,
    respondentEmail: row.respondent_email,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: iso(row.sent_at),
    openedAt: iso(row.opened_at),
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
  };
}

/** Invitations carry an unguessable token; only its SHA-256 is stored, so the link is shown once. */
export function createInvitationsService(db: Db) {
  const respondents = createRespondentsRepository(db);

  return {
    async invite(campaignId: string, respondentIds: string[]): Promise<TCreatedInvitation[]> {
      const campaign = await findCampaign(db, campaignId);
      if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
      const ids = [...new Set(respondentIds)];
      const found = await respondents.findMany(ids);
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) throw new AppError('NOT_FOUND', RESPONDENT_MESSAGES.notFound);
      const optedOut = found.filter((row) => row.opted_out);
      if (optedOut.length > 0) {
        const names = optedOut.map((row) => row.name).join(', ');
        throw new AppError('UNPROCESSABLE', `${RESPONDENT_MESSAGES.optedOut} (${names})`);
      }
      const tokens = new Map(ids.map((id) => [id, randomBytes(32).toString('base64url')]));
      const inserted = await db.transaction((tx) =>
        respondents.insertInvitations(
          campaignId,
          ids.map((id) => ({ respondentId: id, tokenHash: hashToken(tokens.get(id) as string) })),
          tx,
        ),
      );
      return inserted.map((row) => {
        const token = tokens.get(row.respondent_id) as string;
        return {
          invitationId: row.id,
          respondentId: row.respondent_id,
          token,
          link: playerLink(campaign.survey_id, campaignId, token),
        };
      });
    },
  };
}

/** A campaign's invitations, newest first. */
export async function listInvitations(
  db: Queryable,
  campaignId: string,
  paging: TPageQuery,
  tableFilter: TTableFilter | null = null,
) {
  const { rows, total } = await createRespondentsRepository(db).listInvitations(campaignId, {
    ...pageWindow(paging),
    tableFilter,
  });
  return pageOf(rows.map(toInvitation), total, paging);
}

/** The invitation an e-mailed link's token opens (with its respondent and survey), or null. */
export function findInvitationByToken(db: Queryable, token: string): Promise<InvitationRow | null> {
  return createRespondentsRepository(db).findInvitationByHash(hashToken(token));
}

/** Moves an invitation forward (opened, started...); never back. */
export function advanceInvitation(db: Queryable, id: string, status: TInvitationStatus): Promise<void> {
  return createRespondentsRepository(db).advanceInvitation(id, status);
}

/** What core/auth asks of this module: whether an invitation token still opens a session. */
export function isScopeLive(db: Queryable, scope: TokenScope): Promise<boolean> {
  return isInvitationLive(db, scope.invitationId, scope.campaignId);
}
