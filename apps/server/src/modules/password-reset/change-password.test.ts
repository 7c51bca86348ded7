import { RECOVERY_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/change-password', headers, body });
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', body: { email, password } });

describe('POST /api/auth/change-password', () => {
  it('lets an admin (and anyone signed in) change its own password, knowing the current one', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const wrong = await change(admin.auth, { currentPassword: 'nao-e-esta', password: 'nova-senha-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(RECOVERY_MESSAGES.currentPasswordWrong);
    expect((await signIn(admin.email, 'nova-senha-1')).statusCode).toBe(401);

    const ok = await change(admin.auth, { currentPassword: admin.password, password: 'nova-senha-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: RECOVERY_MESSAGES.passwordChanged,
      access_token: expect.any(String),
    });
    // Every earlier session ends (the old token too); this one goes on with the new token.
    const quickPanel = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/quick-panel/data', headers });
    expect((await quickPanel(admin.auth)).statusCode).toBe(401);
    expect((await quickPanel({ authorization: `Bearer ${ok.json().access_token}` })).statusCode).toBe(200);
    expect((await signIn(admin.email, 'nova-senha-1')).statusCode).toBe(200);
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(401);
  });

  it('refuses a guest and a new password shorter than 4 characters', async () => {
    const guest = await change({}, { currentPassword: 'x', password: 'nova-senha-1' });
    expect(guest.statusCode).toBe(401);
    const user = await buildUser(app);
    const short = await change(user.auth, { currentPassword: user.password, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });
});
