import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/connection';
import type { Mailer } from '../../core/mail/mailer';
import { ensureMailInvitations, markRespondentBounced } from '../respondents';
import type { ClaimedRecipient } from './delivery.repository';
import { createDeliveryRepository } from './delivery.repository';
import { type MailingKeys, unsubscribeHeaders, unsubscribeUrl } from './mail-keys';
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

export type BatchInvitations = Map<string, { invitationId: string; link: string }>;

/** The invitations of a claimed batch, opened (or reused) in one statement and noted on each recipient. */
export async function openInvitations(
  deps: SendDeps,
  context: SendContext,
  batch: ClaimedRecipient[],
): Promise<BatchInvitations> {
  const people = batch.flatMap((recipient) =>
    recipient.respondent_id
      ? [
          {
            respondentId: recipient.respondent_id,
            token: deps.keys.invitationToken(context.campaignId, recipient.respondent_id),
          },
        ]
      : [],
  );
  if (people.length === 0) return new Map();
  const invitations = await ensureMailInvitations(deps.db, context.campaignId, people);
  await createDeliveryRepository(deps.db).setInvitations(
    batch.flatMap((recipient) => {
      const invitation = recipient.respondent_id ? invitations.get(recipient.respondent_id) : undefined;
      return invitation ? [{ id: recipient.id, invitationId: invitation.invitationId }] : [];
    }),
  );
  return invitations;
}

/**
 * One recipient, already marked 'sending' with its attempt counted (so a crash from here on leaves it in
 * doubt, never sent again), its invitation opened with the batch. Sends and records the outcome; with
 * `delivered`, a success is only collected there for the caller to record with the batch (a crash before that
 * leaves the recipient 'sending', in doubt: never sent twice).
 */
export async function sendOne(
  deps: SendDeps,
  context: SendContext,
  recipient: ClaimedRecipient,
  invitations: BatchInvitations,
  delivered?: string[],
) {
  const delivery = createDeliveryRepository(deps.db);
  const invitation = recipient.respondent_id ? invitations.get(recipient.respondent_id) : undefined;
  const link = invitation ? `${deps.publicUrl}${invitation.link}` : '';
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
      headers: unsubscribeHeaders(unsubscribe),
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
  if (delivered) delivered.push(recipient.id);
  else await delivery.sent(recipient.id);
  return 'sent' as const;
}
