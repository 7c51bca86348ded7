import type { Queryable } from '../../core/db/connection';

/** The panel's side of e-mailing: invitations a mailing job opens, bounces and opt-outs from a link. */
export function createMailDeliveryRepository(db: Queryable) {
  return {
    /**
     * For each respondent, its newest invitation to the campaign (its token replaced by the given one when
     * they differ) or a new one; one statement for a whole batch.
     */
    async ensureInvitations(campaignId: string, rows: { respondentId: string; tokenHash: string }[]) {
      const result = await db.query<{ id: string; respondent_id: string; survey_id: string }>(
        `WITH input AS (SELECT * FROM unnest($2::uuid[], $3::text[]) AS t (respondent_id, token_hash)),
         existing AS (
           SELECT DISTINCT ON (i.respondent_id) i.id, i.respondent_id, i.token_hash FROM invitations i
             JOIN input USING (respondent_id) WHERE i.campaign_id = $1 ORDER BY i.respondent_id, i.created_at DESC),
         replaced AS (
           UPDATE invitations i SET token_hash = input.token_hash FROM existing e JOIN input USING (respondent_id)
            WHERE i.id = e.id AND e.token_hash <> input.token_hash RETURNING i.id),
         inserted AS (
           INSERT INTO invitations (campaign_id, respondent_id, token_hash)
           SELECT $1, input.respondent_id, input.token_hash FROM input
            WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.respondent_id = input.respondent_id)
           RETURNING id, respondent_id)
         SELECT x.id, x.respondent_id, c.survey_id
           FROM (SELECT id, respondent_id FROM existing UNION ALL SELECT id, respondent_id FROM inserted) x
           CROSS JOIN campaigns c WHERE c.id = $1`,
        [campaignId, rows.map((row) => row.respondentId), rows.map((row) => row.tokenHash)],
      );
      return result.rows;
    },

    /** Queued invitations become sent (one an e-mail reached); later statuses stay. */
    async markSent(invitationIds: string[]): Promise<void> {
      await db.query(
        `UPDATE invitations SET status = 'sent', sent_at = COALESCE(sent_at, now())
          WHERE id = ANY($1::uuid[]) AND status = 'queued'`,
        [invitationIds],
      );
    },

    async markBounced(respondentId: string): Promise<void> {
      await db.query(
        'UPDATE respondents SET bounced_at = COALESCE(bounced_at, now()), updated_at = now() WHERE id = $1',
        [respondentId],
      );
    },

    /** True when this call opted the respondent out (false: already out, or unknown). */
    async optOut(respondentId: string, source: string): Promise<boolean> {
      const result = await db.query(
        `UPDATE respondents SET opted_out = true, opted_out_at = now(), opted_out_source = $2, updated_at = now()
          WHERE id = $1 AND NOT opted_out`,
        [respondentId, source],
      );
      return (result.rowCount ?? 0) > 0;
    },
  };
}
