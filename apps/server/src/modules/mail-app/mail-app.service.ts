import {
  audienceOf,
  MAIL_MESSAGES,
  type TMail,
  type TMailPerson,
  type TRole,
  type TSendMailBody,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db, Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { createMailRepository, type TNewMail } from './mail-app.repository';
import { createMailAttachmentsRepository } from './mail-attachments.repository';

/** A user of the product as a mail address book knows them (the users module answers). */
export type TMailUser = { id: string; name: string; email: string; avatar: string; role: TRole };
export type TFindMailUser = (db: Queryable, email: string) => Promise<TMailUser | null>;

export function personOf(user: Pick<Principal, 'display_name' | 'email' | 'photo_url'>): TMailPerson {
  return { name: user.display_name, email: user.email, avatar: user.photo_url };
}

/**
 * Sends a mail between users of the product: a copy in the sender's sent folder and one in each
 * recipient's inbox, each its owner's to read, star or delete; the sender's uploads go with every copy.
 * A draft stays with the sender only. All of it or nothing (one transaction).
 */
export async function sendMail(
  db: Db,
  findUser: TFindMailUser,
  sender: Principal,
  body: TSendMailBody,
): Promise<TMail> {
  const emails = [...new Set((body.to ?? []).map((email) => email.trim().toLowerCase()))];
  if (emails.length === 0 && !body.draft) throw new AppError('VALIDATION', MAIL_MESSAGES.noRecipient);
  const recipients: TMailUser[] = [];
  const isTeam = audienceOf(sender.role) === 'team';
  for (const email of emails) {
    const found = await findUser(db, email);
    // Outside the team only the team is reachable (issue 32, as the chat directory): another client's or
    // respondent's address reads as unknown, so the form tells nothing about who has an account.
    const user = found && (isTeam || audienceOf(found.role) === 'team') ? found : null;
    if (!user) throw new AppError('VALIDATION', MAIL_MESSAGES.unknownRecipient(email), { to: email });
    recipients.push(user);
  }
  const from = personOf(sender);
  const to = recipients.map(({ name, email, avatar }) => ({ name, email, avatar }));
  const base = { from, to, subject: body.subject, message: sanitizeRichText(body.message) };
  const time = new Date().toISOString();
  const ownCopy: TNewMail = {
    ...base,
    ownerId: sender.id,
    folder: body.draft ? 'drafts' : 'sent',
    read: true,
    time,
  };
  const delivered: TNewMail[] = body.draft
    ? []
    : recipients.map((user) => ({ ...base, ownerId: user.id, folder: 'inbox', time }));
  const attachmentIds = [...new Set(body.attachmentIds ?? [])];
  return db.transaction(async (tx) => {
    const files = createMailAttachmentsRepository(tx);
    const own = await files.ownUploads(sender.id, attachmentIds);
    if (own.length !== attachmentIds.length)
      throw new AppError('VALIDATION', MAIL_MESSAGES.attachmentNotYours);
    const mails = createMailRepository(tx);
    const [mine] = await mails.insertMany([ownCopy]);
    if (!mine) throw new AppError('INTERNAL');
    const others = await mails.insertMany(delivered);
    await files.link([mine.id, ...others.map((mail) => mail.id)], attachmentIds);
    const saved = await mails.find(sender.id, mine.id);
    if (!saved) throw new AppError('INTERNAL');
    return saved;
  });
}
