import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/connection';
import type { Mailer } from '../../core/mail/mailer';
import {
  advanceInvitation,
  ensureMailInvitation,
  markRespondentBounced,
} from '../respondents/mail-delivery.service';
import type { ClaimedRecipient } from './delivery.repository';
import { createDeliveryRepository } from './delivery.repository';
import { type MailingKeys, unsubscribeUrl } from './mail-keys';
import { mergeValues } from './merge-values';
import { type CompiledMail, fillMail } from './render-mail';

export interface SendDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  keys: MailingKeys;
  publicUrl: string;
  /** Delay of the first retry after a transient (4xx) refusal; doubled at each attempt. */
  retryBaseSeconds: number;
  maxAttempts: number;
}

export interface SendContext {
  campaignId: string;
  campaignName: string;
  deadline: string;
  mail: CompiledMail;
}

/** SMTP steps before the message is handed over: a failure there cannot have delivered anything. */
const BEFORE_DATA = new Set([
  'CONN',
  'EHLO',
  'HELO',
  'STARTTLS',
  'AUTH',
  'AUTH PLAIN',
  'AUTH LOGIN',
  'MAIL FROM',
]);

type Outcome = 'sent' | 'retry' | 'failed' | 'bounced' | 'in-doubt';

/** What an SMTP error means for the recipient (nodemailer sets responseCode and the command it failed at). */
export function outcomeOf(error: unknown, attempts: number, maxAttempts: number): Outcome {
  const { responseCode, command } = error as { responseCode?: number; command?: string };
  if (responseCode !== undefined && responseCode >= 500) return 'bounced';
  const isSafe = (responseCode !== undefined && responseCode >= 400) || BEFORE_DATA.has(command ?? '');
  if (!isSafe) return 'in-doubt';
  return attempts < maxAttempts ? 'retry' : 'failed';
}

/**
 * One recipient, already marked 'sending' with its attempt counted (so a crash from here on leaves it in
 * doubt, never sent again). Opens (or reuses) the invitation the link carries, sends, records the outcome.
 */
export async function sendOne(deps: SendDeps, context: SendContext, recipient: ClaimedRecipient) {
  const delivery = createDeliveryRepository(deps.db);
  let invitationId = recipient.invitation_id;
  let link = '';
  if (recipient.respondent_id) {
    const token = deps.keys.invitationToken(context.campaignId, recipient.respondent_id);
    const invitation = await ensureMailInvitation(deps.db, {
      campaignId: context.campaignId,
      respondentId: recipient.respondent_id,
      token,
    });
    if (invitation) {
      link = `${deps.publicUrl}${invitation.link}`;
      if (invitationId !== invitation.invitationId)
        await delivery.setInvitation(recipient.id, invitation.invitationId);
      invitationId = invitation.invitationId;
    }
  }
  const unsubscribe = recipient.respondent_id
    ? unsubscribeUrl(deps.publicUrl, deps.keys, recipient.respondent_id)
    : '';
  const rendered = fillMail(
    context.mail,
    mergeValues({
      name: recipient.name,
      attributes: recipient.attributes ?? {},
      link,
      campaign: context.campaignName,
      deadline: context.deadline,
      unsubscribe,
    }),
  );
  try {
    await deps.mailer.send({
      to: recipient.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: recipient.message_id,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const outcome = outcomeOf(error, recipient.attempts, deps.maxAttempts);
    deps.log.warn({ err: error, recipientId: recipient.id, outcome }, 'envio de e-mail recusado');
    if (outcome === 'retry')
      await delivery.retryLater(recipient.id, message, deps.retryBaseSeconds * 2 ** (recipient.attempts - 1));
    else if (outcome !== 'sent') await delivery.finish(recipient.id, outcome, message);
    if (outcome === 'bounced' && recipient.respondent_id)
      await markRespondentBounced(deps.db, recipient.respondent_id);
    return outcome;
  }
  await delivery.sent(recipient.id);
  if (invitationId) await advanceInvitation(deps.db, invitationId, 'sent');
  return 'sent' as const;
}
