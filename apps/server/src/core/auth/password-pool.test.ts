import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../lib/app-error';
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

  it('keeps a quarter of the slots for the clean lane and serves its waiters first', async () => {
    const hasher = createPasswordHasher({ concurrency: 4, queueLimit: 2 });
    const hash = await hashPassword('segredo-1234');
    const order: string[] = [];
    const check = (name: string, lane: 'clean' | 'suspect') =>
      hasher.verify(hash, 'errada', lane).then(
        () => order.push(name),
        (error: unknown) => {
          order.push(`${name}:${error instanceof RateLimitedError ? 429 : 'x'}`);
        },
      );
    const suspects = Array.from({ length: 6 }, (_, i) => check(`s${i}`, 'suspect'));
    // Three run (one slot is reserved), two wait, the sixth is told to come back later.
    expect(hasher.stats()).toEqual({ running: 3, waiting: 2 });
    const clean = [check('c0', 'clean'), check('c1', 'clean')];
    // The reserved slot takes the first clean check at once; the second waits ahead of the suspects.
    expect(hasher.stats()).toEqual({ running: 4, waiting: 3 });
    await Promise.all([...suspects, ...clean]);
    expect(order.filter((name) => name.endsWith(':429'))).toEqual(['s5:429']);
    expect(order).toHaveLength(8);

    // One slot, no reserve: a clean check still goes ahead of the suspects that waited before it.
    const single = createPasswordHasher({ concurrency: 1, queueLimit: 2 });
    const finished: string[] = [];
    const run = (name: string, lane: 'clean' | 'suspect') =>
      single.verify(hash, 'errada', lane).then(() => finished.push(name));
    await Promise.all([run('s0', 'suspect'), run('s1', 'suspect'), run('s2', 'suspect'), run('c0', 'clean')]);
    expect(finished).toEqual(['s0', 'c0', 's1', 's2']);
    expect(single.stats()).toEqual({ running: 0, waiting: 0 });
    expect(hasher.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
