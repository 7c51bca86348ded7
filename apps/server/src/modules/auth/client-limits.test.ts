import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  SESSION_MESSAGES,
  USER_SETTINGS_MAX_BYTES,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useAppOnSameSchema, useTestApp } from '../../../test/test-app';

const limits = { signinLimits: { perIp: 3, failuresPerEmail: 50, windowSeconds: 60 } };
const { app } = useTestApp({
  config: { ...limits, registerLimits: { perIp: 4, emailInUsePerIp: 2, windowSeconds: 60 } },
});
// Behind a proxy on 10.1.0.1: only it may say who the client is.
const proxied = useAppOnSameSchema(app, { ...limits, trustProxy: ['10.1.0.1'] });

const signIn = (target: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    body: { email: 'ninguem@exemplo.com.br', password: 'errada-123' },
  });

describe('forwarded headers', () => {
  it('are ignored by default: rotating X-Forwarded-For does not escape the per-IP limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await signIn(app, '10.2.0.1', `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it('are read only from a configured proxy', async () => {
    // Through the proxy each client has its own count.
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(proxied, '10.1.0.1', `198.51.100.${i}`)).statusCode).toBe(401);
    // A client talking directly cannot pick its address.
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await signIn(proxied, '10.3.0.1', `192.0.2.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('registration limits', () => {
  const register = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress,
      body: { displayName: 'Pessoa Teste', email, password: 'abcd1234', consent: true },
    });

  it('allows a few accounts per IP, then 429 in Portuguese', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await register(`lote${i}@exemplo.com.br`, '10.4.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    const blocked = await register('outro@exemplo.com.br', '10.4.0.1');
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } });
    expect((await register('outro@exemplo.com.br', '10.4.0.2')).statusCode).toBe(200);
  });

  it("limits the 'e-mail in use' answers, which tell who has an account", async () => {
    const users = await Promise.all([buildUser(app), buildUser(app), buildUser(app)]);
    const first = await register(users[0].email, '10.5.0.1');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ error: { email: AUTH_MESSAGES.emailInUse } });
    expect((await register(users[1].email, '10.5.0.1')).statusCode).toBe(409);
    // Past two 409s the IP learns nothing more, whatever the e-mail.
    expect((await register(users[2].email, '10.5.0.1')).statusCode).toBe(429);
    expect((await register('livre@exemplo.com.br', '10.5.0.1')).statusCode).toBe(429);
  });
});

describe('the settings object of /api/auth/user/update', () => {
  const update = (auth: Record<string, string>, settings: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: auth,
      body: { user: { data: { settings } } },
    });

  it('is accepted up to 16 KB and refused above with 413 in Portuguese, leaving the saved one', async () => {
    const user = await buildUser(app);
    const fits = { layout: { note: 'x'.repeat(USER_SETTINGS_MAX_BYTES - 100) } };
    expect((await update(user.auth, fits)).statusCode).toBe(200);
    const tooBig = await update(user.auth, { layout: { note: 'x'.repeat(USER_SETTINGS_MAX_BYTES) } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(SESSION_MESSAGES.settingsTooLarge);
    const { rows } = await app.db.query<{ size: number }>(
      'SELECT length(settings::text) AS size FROM users WHERE id = $1',
      [user.row.id],
    );
    expect(rows[0]?.size).toBeLessThan(USER_SETTINGS_MAX_BYTES);
  });

  it('a 900 KB body is refused before it is parsed', async () => {
    const user = await buildUser(app);
    const res = await update(user.auth, { layout: { note: 'x'.repeat(900 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Conteúdo grande demais.');
  });
});
