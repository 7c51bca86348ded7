import type { Queryable } from '../../core/db/connection';
import { hashToken, playerLink } from './invitations.service';
import { createMailDeliveryRepository } from './mail-delivery.repository';

/**
 * The invitations a batch of e-mails carries, opened with the given tokens (a mailing job derives each from
 * campaign and respondent, so a reminder links to the same invitation): respondent id → invitation and link.
 * An invitation made by hand has a random token shown once: its token is replaced, and the hand-copied link
 * stops working.
 */
export async function ensureMailInvitations(
  db: Queryable,
  campaignId: string,
  people: { respondentId: string; token: string }[],
): Promise<Map<string, { invitationId: string; link: string }>> {
  const tokens = new Map(people.map((person) => [person.respondentId, person.token]));
  const rows = await createMailDeliveryRepository(db).ensureInvitations(
    campaignId,
    people.map((person) => ({ respondentId: person.respondentId, tokenHash: hashToken(person.token) })),
  );
  return new Map(
    rows.map((row) => [
      row.respondent_id,
      {
        invitationId: row.id,
        link: playerLink(row.survey_id, campaignId, tokens.get(row.respondent_id) as string),
      },
    ]),
  );
}

/** The invitations the e-mails of a batch carried: queued ones become sent. */
export async function markInvitationsSent(db: Queryable, invitationIds: string[]): Promise<void> {
  if (invitationIds.length > 0) await createMailDeliveryRepository(db).markSent(invitationIds);
}

/** A permanent SMTP refusal (5xx): the address is not written to again. */
export function markRespondentBounced(db: Queryable, respondentId: string): Promise<void> {
  return createMailDeliveryRepository(db).markBounced(respondentId);
}

/** Opts the respondent out, with the date and where it came from; false when already out. */
export function optOutRespondent(db: Queryable, respondentId: string, source: string): Promise<boolean> {
  return createMailDeliveryRepository(db).optOut(respondentId, source);
}
