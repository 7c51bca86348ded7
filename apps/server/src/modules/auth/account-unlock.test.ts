import { ERROR_MESSAGES, SESSION_MESSAGES } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { decodeMailText, startSmtpServer } from '../../../test/smtp-server';
import { useTestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { app } = useTestApp({
  config: () => ({
    smtpUrl: smtp.url,
    publicUrl: 'https://pesquise.test',
    signinLimits: { perIp: 1000, failuresPerEmail: 3, windowSeconds: 900 },
  }),
});

const signIn = (email: string, password: string, unlockToken?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', body: { email, password, unlockToken } });

/** Three wrong passwords (an attacker's) lock the e-mail; answers the unlock link mailed to the owner. */
async function lockOut(email: string): Promise<URL> {
  const before = smtp.messages.length;
  for (let i = 0; i < 3; i += 1) expect((await signIn(email, `chute-${i}`)).statusCode).toBe(401);
  const mail = await smtp.waitForMessage(before + 1);
  expect(mail.to).toEqual([email]);
  expect(mail.raw).toContain('Subject: Desbloqueio de acesso - Pesquise(+)');
  const match = decodeMailText(mail.raw).match(/https?:\/\/\S+\/login\?unlock=[\w-]+/);
  if (!match) throw new Error('o e-mail não traz o link de desbloqueio');
  return new URL(match[0]);
}

describe('a locked e-mail', () => {
  it("refuses everyone with 429 and the Portuguese message that tells of the owner's link", async () => {
    const user = await buildUser(app);
    const link = await lockOut(user.email);
    expect(link.origin).toBe('https://pesquise.test');
    const locked = await signIn(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { code: 'ACCOUNT_LOCKED', message: ERROR_MESSAGES.ACCOUNT_LOCKED },
    });
    expect(ERROR_MESSAGES.ACCOUNT_LOCKED).toMatch(/enviamos um e-mail com um link/);
    // One mail per lock, however often the locked e-mail is tried.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = smtp.messages.filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
  });

  it('lets the owner in at once through the mailed link, once, and only with the right password', async () => {
    const user = await buildUser(app);
    const token = (await lockOut(user.email)).searchParams.get('unlock') ?? '';
    expect((await signIn(user.email, 'chute-errado', token)).statusCode).toBe(401);
    const res = await signIn(user.email, user.password, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.uuid).toBe(user.row.id);
    // The lock is lifted for the owner's next sign-ins too; the link cannot be used again.
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    // A new lock mails a new link; the used one stays dead.
    const fresh = (await lockOut(user.email)).searchParams.get('unlock');
    expect(fresh).not.toBe(token);
    expect((await signIn(user.email, user.password, token)).statusCode).toBe(429);
  });

  it("is not unlocked by another account's link, nor by a link worn out by wrong passwords", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const ownerToken = (await lockOut(owner.email)).searchParams.get('unlock') ?? '';
    await lockOut(other.email);
    expect((await signIn(other.email, other.password, ownerToken)).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(owner.email, `errada-${i}`, ownerToken)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, ownerToken)).statusCode).toBe(429);
  });

  it('sends nothing for an e-mail without an account, with the same answer', async () => {
    const before = smtp.messages.length;
    for (let i = 0; i < 3; i += 1) await signIn('ninguem-bloqueado@exemplo.com.br', `chute-${i}`);
    const locked = await signIn('ninguem-bloqueado@exemplo.com.br', 'qualquer');
    expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);
  });
});

it('the unlock hint text is Portuguese', () => {
  expect(SESSION_MESSAGES.unlockLinkHint).toMatch(/desbloqueio/);
});
