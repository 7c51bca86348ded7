import type { Queryable } from '../../core/db/connection';

/**
 * Whether an invitation still opens a session: the respondent has not opted out and the campaign is
 * neither closed nor past its close date. Read on every request of an invitation session, so an opt-out,
 * a closing or a moved close date applies at once (the session token itself is not trusted for it).
 */
export async function isInvitationLive(
  db: Queryable,
  invitationId: string,
  campaignId: string,
): Promise<boolean> {
  const result = await db.query<{ live: boolean }>(
    `SELECT (NOT r.opted_out AND c.status <> 'closed' AND (c.closes_at IS NULL OR c.closes_at > now())) AS live
       FROM invitations i JOIN respondents r ON r.id = i.respondent_id JOIN campaigns c ON c.id = i.campaign_id
      WHERE i.id = $1 AND i.campaign_id = $2`,
    [invitationId, campaignId],
  );
  return result.rows[0]?.live === true;
}
