import { ERROR_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp({
  config: { signinLimits: { perIp: 4, failuresPerEmail: 2, windowSeconds: 60 } },
});

const signIn = (email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', body: { email, password }, remoteAddress: ip });

describe('sign-in rate limits', () => {
  it('answers 429 in Portuguese past the attempts allowed per IP', async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(user.email, user.password, '10.0.0.1')).statusCode).toBe(200);
    const blocked = await signIn(user.email, user.password, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } });
    // The client is told when to try again: at most the limit's window.
    expect(blocked.headers['retry-after']).toBe('60');
    // Another address is not blocked.
    expect((await signIn(user.email, user.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('locks an e-mail after repeated wrong passwords, from any IP, even with the right one', async () => {
    const user = await buildUser(app);
    expect((await signIn(user.email, 'errada-1', '10.0.1.1')).statusCode).toBe(401);
    expect((await signIn(user.email.toUpperCase(), 'errada-2', '10.0.1.2')).statusCode).toBe(401);
    const locked = await signIn(user.email, user.password, '10.0.1.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    // Other accounts keep working.
    const other = await buildUser(app);
    expect((await signIn(other.email, other.password, '10.0.1.4')).statusCode).toBe(200);
  });

  it('forgets earlier failures of an e-mail after a successful sign-in', async () => {
    const user = await buildUser(app);
    expect((await signIn(user.email, 'errada-1', '10.0.2.1')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, '10.0.2.1')).statusCode).toBe(200);
    expect((await signIn(user.email, 'errada-2', '10.0.2.1')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, '10.0.2.1')).statusCode).toBe(200);
  });
});
