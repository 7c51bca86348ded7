import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OverloadedError } from './password-pool';
import { hashPassword } from './passwords';

describe('the bounded password hasher', () => {
  it('runs at most `concurrency` checks at once and refuses past the queue limit', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queueLimit: 3 });
    const hash = await hashPassword('segredo-1234');
    let maxRunning = 0;
    const timer = setInterval(() => {
      maxRunning = Math.max(maxRunning, hasher.stats().running);
    }, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => hasher.verify(hash, i === 0 ? 'segredo-1234' : 'errada')),
    );
    clearInterval(timer);
    expect(maxRunning).toBe(2);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(OverloadedError);
      expect(reason.statusCode).toBe(503);
      expect(reason.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'x'))).toEqual([
      true,
      false,
      false,
      false,
      false,
      'x',
      'x',
      'x',
    ]);
    expect(hasher.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('checks an unknown e-mail (no hash) against the dummy hash, and frees its slot on errors', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queueLimit: 0 });
    expect(await hasher.verify(null, 'qualquer')).toBe(false);
    expect(await hasher.verify('nao-e-um-hash', 'qualquer')).toBe(false);
    expect(await hasher.hash('segredo-1234')).toMatch(/^\$argon2id\$/);
    expect(hasher.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
