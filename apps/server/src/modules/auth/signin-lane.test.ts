import { ERROR_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

// One verification at a time and two places in the queue: a flood fills them at once.
const { app } = useTestApp({
  config: {
    passwordHashing: { concurrency: 1, queueLimit: 2 },
    signinLimits: { perIp: 1000, failuresPerEmail: 1000, windowSeconds: 60 },
  },
});

const signIn = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    body: { email, password },
    remoteAddress: ip,
    headers,
  });

async function untilQueued(count: number) {
  while (app.passwords.stats().waiting < count) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('sign-in during a flood of wrong passwords', () => {
  it('lets a sign-in from a clean IP for a clean account through (200) while one IP floods', async () => {
    const target = await buildUser(app);
    const legit = await buildUser(app);
    const flood = Array.from({ length: 20 }, (_, i) => signIn(target.email, `errada-${i}`, '10.9.0.1'));
    await untilQueued(2);

    const during = await signIn(legit.email, legit.password, '10.9.0.2');
    expect(during.statusCode).toBe(200);
    expect(during.json().user.data.email).toBe(legit.email);

    // The flood waits its turn or is told to come back later: 401 or 429 with Retry-After, never 503.
    const flooded = await Promise.all(flood);
    const statuses = flooded.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(1);
    const refused = flooded.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } });
    }
  });

  it('lets a real user through while many addresses try unknown e-mails, one each', async () => {
    const legit = await buildUser(app);
    const flood = Array.from({ length: 20 }, (_, i) =>
      signIn(`ninguem${i}@exemplo.com.br`, 'errada-1234', `10.9.4.${i + 1}`),
    );
    await untilQueued(2);
    expect((await signIn(legit.email, legit.password, '10.9.5.1')).statusCode).toBe(200);
    const statuses = (await Promise.all(flood)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it('keeps the lane for the owner of a valid session even when the account is the one flooded', async () => {
    const target = await buildUser(app);
    // Failures from many addresses: the account itself is under attack.
    const flood = Array.from({ length: 20 }, (_, i) =>
      signIn(target.email, `errada-${i}`, `10.9.1.${i + 1}`),
    );
    await untilQueued(2);

    const withSession = await signIn(target.email, target.password, '10.9.2.1', target.auth);
    expect(withSession.statusCode).toBe(200);
    expect((await Promise.all(flood)).every((res) => res.statusCode === 401 || res.statusCode === 429)).toBe(
      true,
    );
  });

  it('puts an IP with a recent failure in the flood lane, and a session that failed loses its lane', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    // Fill the lane of the suspects: one running, two waiting.
    const flood = Array.from({ length: 3 }, (_, i) => signIn(other.email, `errada-${i}`, '10.9.3.1'));
    await untilQueued(2);
    // An IP that failed a moment ago (on another account) is a suspect too: no place left for it.
    expect((await signIn(user.email, 'errada-x', '10.9.3.1')).statusCode).toBe(429);
    await Promise.all(flood);

    expect((await signIn(user.email, 'errada-y', '10.9.3.9', user.auth)).statusCode).toBe(401);
    const again = Array.from({ length: 3 }, (_, i) => signIn(other.email, `errada-${i}`, '10.9.3.1'));
    await untilQueued(2);
    // The session just failed (and so did the account): no lane for it now.
    expect((await signIn(user.email, user.password, '10.9.3.10', user.auth)).statusCode).toBe(429);
    await Promise.all(again);
  });
});
