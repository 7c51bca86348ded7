import type { Queryable } from '../../core/db/connection';

/** The panel's side of e-mailing: invitations a mailing job opens, bounces and opt-outs from a link. */
export function createMailDeliveryRepository(db: Queryable) {
  return {
    /** The newest invitation of the respondent to the campaign, with the campaign's questionnaire. */
    async findInvitation(campaignId: string, respondentId: string) {
      const result = await db.query<{ id: string; token_hash: string; survey_id: string }>(
        `SELECT i.id, i.token_hash, c.survey_id FROM invitations i JOIN campaigns c ON c.id = i.campaign_id
          WHERE i.campaign_id = $1 AND i.respondent_id = $2 ORDER BY i.created_at DESC LIMIT 1`,
        [campaignId, respondentId],
      );
      return result.rows[0] ?? null;
    },

    async insertInvitation(campaignId: string, respondentId: string, tokenHash: string) {
      const result = await db.query<{ id: string; survey_id: string }>(
        `INSERT INTO invitations (campaign_id, respondent_id, token_hash)
         SELECT $1, $2, $3 FROM campaigns WHERE id = $1
         RETURNING id, (SELECT survey_id FROM campaigns WHERE id = $1) AS survey_id`,
        [campaignId, respondentId, tokenHash],
      );
      return result.rows[0] ?? null;
    },

    async replaceTokenHash(invitationId: string, tokenHash: string): Promise<void> {
      await db.query('UPDATE invitations SET token_hash = $2 WHERE id = $1', [invitationId, tokenHash]);
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
