import type { Queryable } from '../../core/db/connection';
import { hashToken, playerLink } from './invitations.service';
import { createMailDeliveryRepository } from './mail-delivery.repository';

/**
 * The invitation an e-mail carries, opened with `token` (a mailing job derives it from campaign and
 * respondent, so a reminder links to the same invitation). An invitation made by hand has a random token
 * shown once: its token is replaced, and the hand-copied link stops working.
 */
export async function ensureMailInvitation(
  db: Queryable,
  input: { campaignId: string; respondentId: string; token: string },
): Promise<{ invitationId: string; link: string } | null> {
  const repository = createMailDeliveryRepository(db);
  const hash = hashToken(input.token);
  const existing = await repository.findInvitation(input.campaignId, input.respondentId);
  if (existing) {
    if (existing.token_hash !== hash) await repository.replaceTokenHash(existing.id, hash);
    return {
      invitationId: existing.id,
      link: playerLink(existing.survey_id, input.campaignId, input.token),
    };
  }
  const created = await repository.insertInvitation(input.campaignId, input.respondentId, hash);
  if (!created) return null;
  return { invitationId: created.id, link: playerLink(created.survey_id, input.campaignId, input.token) };
}

/** A permanent SMTP refusal (5xx): the address is not written to again. */
export function markRespondentBounced(db: Queryable, respondentId: string): Promise<void> {
  return createMailDeliveryRepository(db).markBounced(respondentId);
}

/** Opts the respondent out, with the date and where it came from; false when already out. */
export function optOutRespondent(db: Queryable, respondentId: string, source: string): Promise<boolean> {
  return createMailDeliveryRepository(db).optOut(respondentId, source);
}

export { advanceInvitation } from './invitations.service';
