import { ERROR_MESSAGES, RECOVERY_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp({
  config: { signinLimits: { perIp: 50, failuresPerEmail: 3, windowSeconds: 60 } },
});

const unlock = (headers: Record<string, string>, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/unlock', headers, body: { password } });

describe('unlock (lock screen)', () => {
  it('accepts the signed-in user password and refuses a wrong one without ending the session', async () => {
    const user = await buildUser(app);
    const ok = await unlock(user.auth, user.password);
    expect(ok.statusCode).toBe(200);
    const wrong = await unlock(user.auth, 'errada-123');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(RECOVERY_MESSAGES.wrongPassword);
  });

  it('needs a signed-in user', async () => {
    const res = await unlock({}, 'qualquer');
    expect(res.statusCode).toBe(401);
  });

  it('blocks after repeated wrong passwords, even with the right one', async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 3; i += 1) expect((await unlock(user.auth, `errada-${i}`)).statusCode).toBe(422);
    const blocked = await unlock(user.auth, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(ERROR_MESSAGES.RATE_LIMITED);
    expect(blocked.headers['retry-after']).toBe('60');
    const other = await buildUser(app);
    expect((await unlock(other.auth, other.password)).statusCode).toBe(200);
  });
});
