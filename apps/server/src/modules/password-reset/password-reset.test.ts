import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_MESSAGES, RECOVERY_MESSAGES } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { findResetLink, startSmtpServer } from '../../../test/smtp-server';
import { useTestApp } from '../../../test/test-app';
import { hashResetToken } from './password-reset.service';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { app } = useTestApp({ config: () => ({ smtpUrl: smtp.url, publicUrl: 'http://pesquise.test' }) });

let ipSequence = 0;
const nextIp = () => {
  ipSequence += 1;
  return `10.9.0.${ipSequence}`;
};
const forgot = (email: string, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', body: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', body: { token, password } });
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', body: { email, password } });

async function requestLink(email: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await smtp.waitForMessage(before + 1);
  expect(mail.to).toEqual([email]);
  return new URL(findResetLink(mail.raw)).searchParams.get('token') ?? '';
}

describe('forgot and reset password', () => {
  it('mails a one-time link over SMTP; the link sets the new password once', async () => {
    const user = await buildUser(app);
    const before = smtp.messages.length;
    const res = await forgot(user.email.toUpperCase());
    expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.forgotSent });
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    const link = findResetLink(mail.raw);
    expect(link.startsWith('http://pesquise.test/pages/auth/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';

    // Only a hash of the token is stored.
    const stored = await app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets WHERE user_id = $1',
      [user.row.id],
    );
    expect(stored.rows.map((row) => row.token_hash)).toEqual([hashResetToken(token)]);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      body: { token },
    });
    expect(check.statusCode).toBe(200);
    const done = await reset(token, 'nova-senha-1');
    expect(done.json()).toEqual({ message: RECOVERY_MESSAGES.resetDone });
    expect((await signIn(user.email, 'nova-senha-1')).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);

    const again = await reset(token, 'outra-senha-2');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(RECOVERY_MESSAGES.usedLink);
    expect((await signIn(user.email, 'outra-senha-2')).statusCode).toBe(401);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await forgot('ninguem-aqui@exemplo.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.forgotSent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);
    const invalid = await forgot('nao-e-email');
    expect(invalid.statusCode).toBe(400);
  });

  it('rejects expired, unknown and superseded links with clear Portuguese messages', async () => {
    const user = await buildUser(app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const superseded = await reset(first, 'nova-senha-3');
    expect(superseded.json().error.message).toBe(RECOVERY_MESSAGES.usedLink);

    await app.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashResetToken(second)],
    );
    const expired = await reset(second, 'nova-senha-4');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.message).toBe(RECOVERY_MESSAGES.expiredLink);

    const unknown = await reset('x'.repeat(43), 'nova-senha-5');
    expect(unknown.json().error.message).toBe(RECOVERY_MESSAGES.invalidLink);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('limits requests per IP (429) and mails per e-mail (silently)', async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 10; i += 1)
      expect((await forgot(`x${i}@exemplo.com.br`, '10.8.0.1')).statusCode).toBe(200);
    const blocked = await forgot(user.email, '10.8.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(ERROR_MESSAGES.RATE_LIMITED);
    expect(blocked.headers['retry-after']).toBe(String(60 * 60));

    const before = smtp.messages.length;
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).statusCode).toBe(200);
    await smtp.waitForMessage(before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before + 3);
  });
});

describe('the mailer without SMTP_URL', () => {
  const dataDir = path.resolve(`.test-data/outbox-${process.pid}-${Date.now()}`);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app: local } = useTestApp({ config: { dataDir } });

  it('writes the message as an .eml file into DATA_DIR/outbox', async () => {
    const result = await local.mailer.send({
      to: 'ana@exemplo.com.br',
      subject: 'Olá',
      text: 'Teste de caixa',
    });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(result.file).toBe(path.join(dataDir, 'outbox', files[0] ?? ''));
    const eml = await readFile(result.file ?? '', 'utf8');
    expect(eml).toContain('To: ana@exemplo.com.br');
    expect(eml).toContain('Teste de caixa');
  });
});
