import { MAIL_MESSAGES, type TMail, type TMailPerson, type TSendMailBody } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { createMailRepository, type TNewMail } from './mail-app.repository';

/** A user of the product as a mail address book knows them (the users module answers). */
export type TMailUser = { id: string; name: string; email: string; avatar: string };
export type TFindMailUser = (db: Queryable, email: string) => Promise<TMailUser | null>;

export function personOf(user: Pick<Principal, 'display_name' | 'email' | 'photo_url'>): TMailPerson {
  return { name: user.display_name, email: user.email, avatar: user.photo_url };
}

/**
 * Sends a mail between users of the product: a copy in the sender's sent folder and one in each
 * recipient's inbox, each its owner's to read, star or delete. A draft stays with the sender only.
 */
export async function sendMail(
  db: Queryable,
  findUser: TFindMailUser,
  sender: Principal,
  body: TSendMailBody,
): Promise<TMail> {
  const emails = [...new Set((body.to ?? []).map((email) => email.trim().toLowerCase()))];
  if (emails.length === 0 && !body.draft) throw new AppError('VALIDATION', MAIL_MESSAGES.noRecipient);
  const recipients: TMailUser[] = [];
  for (const email of emails) {
    const user = await findUser(db, email);
    if (!user) throw new AppError('VALIDATION', MAIL_MESSAGES.unknownRecipient(email), { to: email });
    recipients.push(user);
  }
  const from = personOf(sender);
  const to = recipients.map(({ name, email, avatar }) => ({ name, email, avatar }));
  const base = { from, to, subject: body.subject, message: sanitizeRichText(body.message) };
  const time = new Date().toISOString();
  const own: TNewMail = {
    ...base,
    ownerId: sender.id,
    folder: body.draft ? 'drafts' : 'sent',
    read: true,
    time,
  };
  const delivered: TNewMail[] = body.draft
    ? []
    : recipients.map((user) => ({ ...base, ownerId: user.id, folder: 'inbox', time }));
  const mails = createMailRepository(db);
  const [mine] = await mails.insertMany([own]);
  await mails.insertMany(delivered);
  if (!mine) throw new AppError('INTERNAL');
  return mine;
}
