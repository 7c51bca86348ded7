import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@pesquisemais/shared';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

const register = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', body });
const signIn = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', body });

describe('POST /api/auth/register', () => {
  it('creates a pending user with role user and answers no session until the e-mail is confirmed', async () => {
    const res = await register({
      displayName: '  Maria Silva ',
      email: ' Maria@Exemplo.COM.br ',
      password: 'abcd',
      consent: true,
    });
    expect(res.statusCode).toBe(200);
    // The session shape comes from the confirmation link (registration.test.ts).
    expect(res.json()).toEqual({ user: null, access_token: null, message: REGISTRATION_MESSAGES.sent });
    const { rows } = await app.db.query<{ role: string; display_name: string; pending: boolean }>(
      "SELECT role, display_name, pending_since IS NOT NULL AS pending FROM users WHERE email = 'maria@exemplo.com.br'",
    );
    expect(rows).toEqual([{ role: 'user', display_name: 'Maria Silva', pending: true }]);
  });

  it('refuses the same e-mail in any letter case, keeping one account', async () => {
    await buildUser(app, { email: 'dup@exemplo.com.br' });
    const res = await register({
      displayName: 'Segundo',
      email: 'DUP@Exemplo.com.BR',
      password: 'efgh',
      consent: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { email: AUTH_MESSAGES.emailInUse } });
    const count = await app.db.query("SELECT 1 FROM users WHERE lower(email) = 'dup@exemplo.com.br'");
    expect(count.rowCount).toBe(1);
  });

  it.each([
    [
      { displayName: 'abc', email: 'a@b.com', password: 'abcd' },
      'displayName',
      AUTH_MESSAGES.registerMinLength,
    ],
    [{ displayName: '', email: 'a@b.com', password: 'abcd' }, 'displayName', AUTH_MESSAGES.emptyDisplayName],
    [{ email: 'a@b.com', password: 'abcd' }, 'displayName', AUTH_MESSAGES.emptyDisplayName],
    [{ displayName: 'Fulano', email: 'não-é-email', password: 'abcd' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ displayName: 'Fulano', password: 'abcd' }, 'email', AUTH_MESSAGES.invalidEmail],
    [
      { displayName: 'Fulano', email: 'a@b.com', password: 'abc' },
      'password',
      AUTH_MESSAGES.registerMinLength,
    ],
  ])('validates %o on the server: %s → %s', async (body, field, message) => {
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[field]).toBe(message);
  });

  it('stores argon2id hashes, never the password', async () => {
    await register({
      displayName: 'Hash Teste',
      email: 'hash@exemplo.com.br',
      password: 'senha-secreta',
      consent: true,
    });
    const { rows } = await app.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'hash@exemplo.com.br'",
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the e-mail in any case and answers user, token, usermenu and settings', async () => {
    const user = await buildUser(app, { role: 'staff' });
    const res = await signIn({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ uuid: user.row.id, role: 'staff', data: { email: user.email } });
    expect(body).toHaveProperty('usermenu');
    expect(body).toHaveProperty('settings');
    expect(decodeJwt(body.access_token).sub).toBe(user.row.id);
  });

  it('gives every role a usermenu whose first entry starts where the role works', async () => {
    const expected = {
      admin: '/apps/dashboards/livecampaigns',
      staff: '/apps/dashboards/livecampaigns',
      interview: '/apps/surveyplayer',
      user: '/apps/surveyplayer',
      // Issue 32: each audience lands where it works: a respondent on its surveys, a client on its studies.
      social: '/apps/surveyplayer',
      watcher: '/apps/surveys',
      watcher_webinar: '/apps/surveys',
      mailing_operator: '/apps/mailingjobs/em-andamento',
    } as const;
    for (const [role, startpage] of Object.entries(expected)) {
      const user = await buildUser(app, { role: role as keyof typeof expected });
      const body = (await signIn({ email: user.email, password: user.password })).json();
      expect(body.usermenu[0]?.startpage).toBe(startpage);
      expect(body.user.usermenu[0]?.startpage).toBe(startpage);
    }
  });

  it('names the field of each failure with the spec messages', async () => {
    const user = await buildUser(app);
    const unknown = await signIn({ email: 'ninguem@exemplo.com.br', password: 'qualquer' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: { email: AUTH_MESSAGES.unknownEmail } });
    const wrong = await signIn({ email: user.email, password: 'errada-1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { password: AUTH_MESSAGES.wrongPassword } });
    const short = await signIn({ email: 'abc', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: { email: AUTH_MESSAGES.loginMinLength, password: AUTH_MESSAGES.loginMinLength },
    });
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const user = await buildUser(app);
    const time = async (email: string) => {
      const started = performance.now();
      await signIn({ email, password: 'errada-1234' });
      return performance.now() - started;
    };
    const rounds = 3;
    let unknown = 0;
    let wrong = 0;
    for (let i = 0; i < rounds; i += 1) {
      unknown += await time(`ninguem${i}@exemplo.com.br`);
      wrong += await time(user.email);
    }
    // Without the dummy hash an unknown e-mail answers over 10x faster than an argon2 check.
    expect(unknown / wrong).toBeGreaterThan(0.4);
    expect(unknown / wrong).toBeLessThan(2.5);
  });
});
