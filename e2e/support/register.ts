import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { api } from './api';
import { parseMail } from './read-mail';
import { workerServer } from './server';

export const CONFIRM_MAIL_SUBJECT = 'Confirme o seu cadastro';
const LINK = /https?:\/\/\S+\/register\/confirm\?token=([\w-]+)/;

/**
 * The token of the newest confirmation link mailed to `email`, once at least `count` such mails arrived (a resend
 * retires the earlier links). Read from the test mail sink, or from another server's outbox folder (`mailDir`);
 * both name files by the time they were written.
 */
export async function confirmationToken(
  email: string,
  mailDir = workerServer().mailDir,
  count = 1,
): Promise<string> {
  // A server's outbox folder appears with its first message: the wait starts before that.
  await mkdir(mailDir, { recursive: true });
  const to = email.toLowerCase();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const tokens: string[] = [];
    for (const file of (await readdir(mailDir)).sort()) {
      const mail = parseMail(await readFile(path.join(mailDir, file), 'utf8'));
      if (!mail.headers.get('to')?.includes(to)) continue;
      if (!mail.headers.get('subject')?.includes(CONFIRM_MAIL_SUBJECT)) continue;
      const token = mail.text.match(LINK)?.[1];
      if (token) tokens.push(token);
    }
    if (tokens.length >= count) return tokens[tokens.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail "${CONFIRM_MAIL_SUBJECT}" para ${email}`);
}

/**
 * Self-registration as a respondent goes through: register (with the LGPD consent), read the confirmation mail,
 * open its link. Answers the confirmed session.
 */
export async function registerConfirmed(body: {
  displayName: string;
  email: string;
  password: string;
}): Promise<{ access_token: string; user: { uuid: string; role: string } }> {
  await api('/api/auth/register', null, { ...body, consent: true });
  const token = await confirmationToken(body.email);
  return api('/api/auth/register/confirm', null, { token });
}
