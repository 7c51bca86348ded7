import { AUTH_MESSAGES, SESSION_MESSAGES } from '@pesquisemais/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';
import { findResetLink, startSmtpServer } from '../../../test/smtp-server';
import { useSocketClients, useTestApp } from '../../../test/test-app';
import { getJwtSecret } from '../../core/db/settings.repository';

const MAX_AGE = 3 * 24 * 60 * 60;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { app } = useTestApp({ config: () => ({ smtpUrl: smtp.url, sessionMaxAgeSeconds: MAX_AGE }) });
const clients = useSocketClients(app);
let key: Uint8Array;
beforeAll(async () => {
  key = new TextEncoder().encode(await getJwtSecret(app.db));
});

const renew = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/access-token', body: { access_token: token } });
const me = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/user/update',
    headers: { authorization: `Bearer ${token}` },
    body: { user: { data: {} } },
  });
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the app's real secret, with exactly these claims. */
const forge = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);

describe('ending sessions', () => {
  it('a password reset ends every earlier session, renewals included', async () => {
    const user = await buildUser(app);
    const renewed = (await renew(user.token)).json().access_token as string;
    expect((await me(renewed)).statusCode).toBe(200);

    const before = smtp.messages.length;
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const token = new URL(findResetLink((await smtp.waitForMessage(before + 1)).raw)).searchParams.get(
      'token',
    );
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token, password: 'senha-nova-1' },
    });
    expect(reset.statusCode).toBe(200);

    for (const old of [user.token, renewed]) {
      expect((await me(old)).statusCode).toBe(401);
      expect((await renew(old)).statusCode).toBe(401);
    }
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      body: { email: user.email, password: 'senha-nova-1' },
    });
    expect((await me(fresh.json().access_token)).statusCode).toBe(200);
  });

  it("'sair de todos os dispositivos' ends every session of that user only", async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const secondDevice = (await renew(user.token)).json().access_token as string;
    const res = await app.inject({ method: 'POST', url: '/api/auth/signout-all', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SESSION_MESSAGES.signedOutEverywhere });
    for (const token of [user.token, secondDevice]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
    }
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/signout-all' })).statusCode).toBe(401);
  });
});

describe("'Sair' on one device", () => {
  const signOut = (token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const connected = (token: string) => {
    const socket = clients.connect(token);
    return new Promise<typeof socket>((resolve) => socket.once('connect', () => resolve(socket)));
  };

  it('ends that session on the server: its tokens, renewed or copied, are refused; other devices go on', async () => {
    const user = await buildUser(app);
    const renewed = (await renew(user.token)).json().access_token as string;
    const otherDevice = await app.tokens.sign(user.row.id, { version: user.row.session_version });
    const socket = await connected(renewed);
    const otherSocket = await connected(otherDevice);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const res = await signOut(renewed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SESSION_MESSAGES.signedOut });
    for (const token of [user.token, renewed]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
      expect((await signOut(token)).statusCode).toBe(401);
    }
    expect(await closed).toBe('io server disconnect');

    expect((await me(otherDevice)).statusCode).toBe(200);
    const next = (await renew(otherDevice)).json().access_token as string;
    expect((await me(next)).statusCode).toBe(200);
    expect(otherSocket.connected).toBe(true);
  });

  it('keeps the sign-out past a renewal that was issued before it, and a new sign-in works', async () => {
    const user = await buildUser(app);
    const first = (await renew(user.token)).json().access_token as string;
    const second = (await renew(first)).json().access_token as string;
    expect((await signOut(user.token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().access_token)).statusCode).toBe(200);
  });

  it('answers 401 to a guest and to a token of a session signed in before sessions had ids', async () => {
    expect((await signOut()).statusCode).toBe(401);
    const user = await buildUser(app);
    // An older token (no `sid`) is one session named by its sign-in time: it can be signed out too.
    const legacy = await forge({ sub: user.row.id, iat: now(), exp: now() + 600, ver: 0 });
    expect((await signOut(legacy)).statusCode).toBe(200);
    expect((await me(legacy)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
  });
});

describe('token claims', () => {
  it('refuses a correctly signed token without exp, or without iat', async () => {
    const user = await buildUser(app);
    const noExp = await forge({ sub: user.row.id, iat: now(), ver: 0 });
    const noIat = await forge({ sub: user.row.id, exp: now() + 600, ver: 0 });
    const good = await forge({ sub: user.row.id, iat: now(), exp: now() + 600, ver: 0 });
    for (const token of [noExp, noIat]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await renew(token)).json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    expect((await me(good)).statusCode).toBe(200);
  });

  it('refuses an iat or sign-in older than the session maximum age (a config value)', async () => {
    const user = await buildUser(app);
    const old = now() - MAX_AGE - 60;
    const oldIat = await forge({ sub: user.row.id, iat: old, exp: now() + 600 });
    const oldSignIn = await forge({ sub: user.row.id, iat: now(), exp: now() + 600, auth_time: old });
    for (const token of [oldIat, oldSignIn]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
    }
  });

  it('a renewal keeps the sign-in time and never outlives the maximum age', async () => {
    const user = await buildUser(app);
    const signedIn = now() - MAX_AGE + 3600;
    const token = await forge({ sub: user.row.id, iat: now(), exp: now() + 600, auth_time: signedIn });
    const res = await renew(token);
    expect(res.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(res.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims.auth_time).toBe(signedIn);
    expect(claims.exp).toBe(signedIn + MAX_AGE);
  });

  it('answers 401, never 500, for a token whose sub is not a user id', async () => {
    for (const sub of ['nao-e-uuid', "1' OR '1'='1", '\u0000', '']) {
      const token = await forge({ sub, iat: now(), exp: now() + 600 });
      expect((await me(token)).statusCode, sub).toBe(401);
      expect((await renew(token)).statusCode, sub).toBe(401);
    }
  });
});
