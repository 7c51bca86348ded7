import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  REGISTRATION_CONSENT_TEXT,
  REGISTRATION_MESSAGES,
  TOKEN_LIFETIME_SECONDS,
} from '@pesquisemais/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { findConfirmLink, startSmtpServer } from '../../../test/smtp-server';
import { useTestApp } from '../../../test/test-app';
import { CONSENT_VERSION, hashConfirmationToken } from './registration.service';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { app } = useTestApp({ config: () => ({ smtpUrl: smtp.url, publicUrl: 'http://pesquise.test' }) });

let ipSequence = 0;
const nextIp = () => {
  ipSequence += 1;
  return `10.21.0.${ipSequence}`;
};
const register = (body: Record<string, unknown>, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/register', body, remoteAddress: ip });
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/register/confirm', body: { token } });
const resend = (email: string, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/register/resend', body: { email }, remoteAddress: ip });
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', body: { email, password } });

/** Registers and answers the token of the confirmation link mailed for it. */
async function registerAndReadLink(body: Record<string, unknown>): Promise<string> {
  const before = smtp.messages.length;
  const res = await register(body);
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitForMessage(before + 1);
  expect(mail.to).toEqual([String(body.email).trim().toLowerCase()]);
  const link = findConfirmLink(mail.raw);
  expect(link.startsWith('http://pesquise.test/register/confirm?token=')).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('registration → confirmation → panel member with consent', () => {
  it('creates a pending respondent with its consent, mails a one-time link, and confirming signs it in', async () => {
    const before = smtp.messages.length;
    const res = await register(
      { displayName: '  Maria Silva ', email: ' Maria@Exemplo.COM.br ', password: 'abcd', consent: true },
      '10.22.0.1',
    );
    expect(res.statusCode).toBe(200);
    // No usable session before the e-mail is confirmed.
    expect(res.json()).toEqual({ user: null, access_token: null, message: REGISTRATION_MESSAGES.sent });

    const users = await app.db.query<{ id: string; role: string; pending_since: Date | null }>(
      "SELECT id, role, pending_since FROM users WHERE email = 'maria@exemplo.com.br'",
    );
    const account = users.rows[0];
    expect(account?.role).toBe('user');
    expect(account?.pending_since).not.toBeNull();
    const consents = await app.db.query<{
      consent_text: string;
      text_version: string;
      ip: string;
      accepted_at: Date;
    }>('SELECT consent_text, text_version, ip, accepted_at FROM consent_records WHERE user_id = $1', [
      account?.id,
    ]);
    expect(consents.rows).toHaveLength(1);
    expect(consents.rows[0]).toMatchObject({
      consent_text: REGISTRATION_CONSENT_TEXT,
      text_version: CONSENT_VERSION,
      ip: '10.22.0.1',
    });
    expect(Date.now() - new Date(consents.rows[0]?.accepted_at ?? 0).getTime()).toBeLessThan(60_000);

    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual(['maria@exemplo.com.br']);
    const token = new URL(findConfirmLink(mail.raw)).searchParams.get('token') ?? '';
    const stored = await app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM registration_confirmations WHERE user_id = $1',
      [account?.id],
    );
    expect(stored.rows.map((row) => row.token_hash)).toEqual([hashConfirmationToken(token)]);

    // Not in the panel yet, and the password alone does not open the account.
    const panelBefore = await app.db.query("SELECT 1 FROM respondents WHERE email = 'maria@exemplo.com.br'");
    expect(panelBefore.rowCount).toBe(0);
    const early = await signIn('maria@exemplo.com.br', 'abcd');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error: { code: 'EMAIL_NOT_CONFIRMED', message: ERROR_MESSAGES.EMAIL_NOT_CONFIRMED },
    });
    // A wrong password still says only that.
    expect((await signIn('maria@exemplo.com.br', 'errada')).json()).toEqual({
      error: { password: AUTH_MESSAGES.wrongPassword },
    });

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.user).toMatchObject({
      uuid: account?.id,
      role: 'user',
      from: 'api',
      data: { displayName: 'Maria Silva', email: 'maria@exemplo.com.br', photoURL: '' },
      usermenu: [{ startpage: '/apps/surveyplayer' }],
    });
    // A respondent starts on the player list (spec point 4: startpage of the first usermenu entry).
    expect(body.usermenu).toEqual(body.user.usermenu);
    expect(body.settings).toEqual({});
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(account?.id);
    expect(Math.abs((claims.exp ?? 0) - Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS)).toBeLessThan(
      5,
    );
    const me = await app.inject({
      method: 'POST',
      url: '/api/auth/access-token',
      body: { access_token: body.access_token },
    });
    expect(me.statusCode).toBe(200);

    const panel = await app.db.query<{
      name: string;
      consent: boolean;
      consent_at: Date | null;
      opted_out: boolean;
    }>('SELECT name, consent, consent_at, opted_out FROM respondents WHERE user_id = $1', [account?.id]);
    expect(panel.rows).toHaveLength(1);
    expect(panel.rows[0]).toMatchObject({ name: 'Maria Silva', consent: true, opted_out: false });
    expect(panel.rows[0]?.consent_at).not.toBeNull();
    expect((await signIn('maria@exemplo.com.br', 'abcd')).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(REGISTRATION_MESSAGES.usedLink);
  });

  it('links the panel member that already has the e-mail, opting it back in', async () => {
    const staff = await buildUser(app, { role: 'admin' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/respondents',
      headers: staff.auth,
      payload: { name: 'Dr. Paulo Reis', email: 'paulo.reis@exemplo.com.br', consent: false },
    });
    expect(created.statusCode).toBe(201);
    await app.db.query(
      "UPDATE respondents SET opted_out = true, opted_out_at = now(), opted_out_source = 'link' WHERE id = $1",
      [created.json().id],
    );
    const token = await registerAndReadLink({
      displayName: 'Paulo Reis',
      email: 'PAULO.REIS@exemplo.com.br',
      password: 'senha-paulo',
      consent: true,
    });
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    const panel = await app.db.query<{
      id: string;
      name: string;
      consent: boolean;
      opted_out: boolean;
      user_id: string;
    }>(
      "SELECT id, name, consent, opted_out, user_id FROM respondents WHERE lower(email) = 'paulo.reis@exemplo.com.br'",
    );
    expect(panel.rows).toEqual([
      {
        id: created.json().id,
        name: 'Dr. Paulo Reis',
        consent: true,
        opted_out: false,
        user_id: done.json().user.uuid,
      },
    ]);
  });

  it('requires the consent, in the auth error shape', async () => {
    for (const consent of [undefined, false]) {
      const res = await register({
        displayName: 'Sem Aceite',
        email: 'sem-aceite@exemplo.com.br',
        password: 'abcd',
        consent,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { consent: REGISTRATION_MESSAGES.consentRequired } });
    }
    const none = await app.db.query("SELECT 1 FROM users WHERE email = 'sem-aceite@exemplo.com.br'");
    expect(none.rowCount).toBe(0);
  });

  it('refuses unknown and expired links; a new registration of a pending e-mail retires the old link', async () => {
    const bad = await confirm('x'.repeat(43));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe(REGISTRATION_MESSAGES.invalidLink);

    const body = {
      displayName: 'Ana Souza',
      email: 'ana.souza@exemplo.com.br',
      password: 'primeira',
      consent: true,
    };
    const first = await registerAndReadLink(body);
    // Registering the pending e-mail again answers the same, takes the new password and mails a new link.
    const second = await registerAndReadLink({ ...body, password: 'segunda-senha' });
    expect((await confirm(first)).json().error.message).toBe(REGISTRATION_MESSAGES.usedLink);
    await app.db.query(
      "UPDATE registration_confirmations SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashConfirmationToken(second)],
    );
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.message).toBe(REGISTRATION_MESSAGES.expiredLink);

    // 'Reenviar e-mail de confirmação' mails a fresh link that works.
    const before = smtp.messages.length;
    const again = await resend('Ana.Souza@exemplo.com.br');
    expect(again.json()).toEqual({ message: REGISTRATION_MESSAGES.resent });
    const mail = await smtp.waitForMessage(before + 1);
    const fresh = new URL(findConfirmLink(mail.raw)).searchParams.get('token') ?? '';
    expect((await confirm(fresh)).statusCode).toBe(200);
    expect((await signIn(body.email, 'segunda-senha')).statusCode).toBe(200);
    expect((await signIn(body.email, 'primeira')).statusCode).toBe(401);
    // Once active, the e-mail is in use.
    const taken = await register({ ...body, password: 'terceira' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { email: AUTH_MESSAGES.emailInUse } });
  });

  it('resend answers the same for unknown and active e-mails and mails nothing, and is rate limited', async () => {
    const active = await buildUser(app);
    const before = smtp.messages.length;
    for (const email of ['ninguem-aqui@exemplo.com.br', active.email]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REGISTRATION_MESSAGES.resent });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);

    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1)
      codes.push((await resend(`lote${i}@exemplo.com.br`, '10.23.0.1')).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
