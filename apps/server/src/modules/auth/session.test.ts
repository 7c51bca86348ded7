import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createTokenService } from '../../core/auth/tokens';
import { getJwtSecret } from '../../core/db/settings.repository';

const { app } = useTestApp();

const renew = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/access-token', body: { access_token: token } });

describe('POST /api/auth/access-token', () => {
  it('answers the user and a renewed token for a valid token', async () => {
    const user = await buildUser(app, { role: 'staff' });
    const res = await renew(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ uuid: user.row.id, role: 'staff' });
    expect(typeof res.json().access_token).toBe('string');
  });

  it('refuses expired, tampered and foreign tokens with 401', async () => {
    const user = await buildUser(app);
    const secret = await getJwtSecret(app.db);
    const expired = await createTokenService(secret, -60).sign(user.row.id);
    const [header, payload, signature] = user.token.split('.');
    const otherSub = Buffer.from(JSON.stringify({ sub: crypto.randomUUID(), exp: 9999999999 })).toString(
      'base64url',
    );
    const tampered = `${header}.${otherSub}.${signature}`;
    const foreign = await createTokenService('x'.repeat(48)).sign(user.row.id);
    for (const token of [expired, tampered, foreign, `${header}.${payload}`, 'lixo']) {
      const res = await renew(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
  });

  it('refuses the token of a deleted user', async () => {
    const user = await buildUser(app);
    await app.db.query('DELETE FROM users WHERE id = $1', [user.row.id]);
    expect((await renew(user.token)).statusCode).toBe(401);
  });
});

describe('bearer tokens on other routes', () => {
  it('answers 401 with the spec message for an invalid bearer token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.invalidCredentials },
    });
  });
});

describe('POST /api/auth/user/update', () => {
  const update = (auth: Record<string, string>, data: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/user/update', headers: auth, body: { user: { data } } });

  it("saves the user's own name, photo, settings and shortcuts", async () => {
    const user = await buildUser(app);
    const settings = { layout: { style: 'layout2' }, theme: { main: 'greeny' } };
    const res = await update(user.auth, {
      displayName: 'Nome Novo',
      photoURL: 'assets/images/avatars/x.jpg',
      settings,
      shortcuts: ['mail'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.userSaved);
    const again = (await renew(user.token)).json();
    expect(again.user.data).toMatchObject({ displayName: 'Nome Novo', settings, shortcuts: ['mail'] });
    expect(again.settings).toEqual(settings);
  });

  it('never changes its own role, refusing the attempt with a Portuguese message', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: user.auth,
      body: { user: { role: 'admin', data: { role: 'admin', displayName: 'Quero Ser Admin' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Chave inválida/);
    const { rows } = await app.db.query<{ role: string; display_name: string }>(
      'SELECT role, display_name FROM users WHERE id = $1',
      [user.row.id],
    );
    expect(rows[0]).toEqual({ role: 'user', display_name: user.row.display_name });
  });

  it('refuses a guest and a too-short name', async () => {
    expect((await update({}, { displayName: 'Fulano' })).statusCode).toBe(401);
    const user = await buildUser(app);
    const short = await update(user.auth, { displayName: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(AUTH_MESSAGES.registerMinLength);
  });
});
