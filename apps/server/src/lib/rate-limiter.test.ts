import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limiter';

// The Redis run needs the server of REDIS_URL (default 127.0.0.1:6379; .ci/run starts it).
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
afterAll(() => redis.quit());

let clock = 0;
const limiters: [string, () => RateLimiter][] = [
  ['memory', () => memoryRateLimiter(() => clock)],
  ['redis', () => redisRateLimiter(redis, `rl-test:${randomUUID()}:`)],
];

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('counts hits per key within a window and forgets a reset key', async () => {
    const limiter = make();
    expect(await limiter.hit('a', 60)).toBe(1);
    expect(await limiter.hit('a', 60)).toBe(2);
    expect(await limiter.hit('b', 60)).toBe(1);
    expect(await limiter.count('a')).toBe(2);
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.count('b')).toBe(1);
  });
});

describe('memory rate limiter windows', () => {
  it('starts a new window once the old one has passed', async () => {
    const limiter = memoryRateLimiter(() => clock);
    clock = 0;
    await limiter.hit('k', 10);
    await limiter.hit('k', 10);
    clock = 10_001;
    expect(await limiter.count('k')).toBe(0);
    expect(await limiter.hit('k', 10)).toBe(1);
  });
});

describe('redis rate limiter windows', () => {
  it('sets the window once, on the first hit (shared by every process)', async () => {
    const prefix = `rl-test:${randomUUID()}:`;
    const limiter = redisRateLimiter(redis, prefix);
    await limiter.hit('k', 30);
    const first = await redis.ttl(`${prefix}k`);
    await limiter.hit('k', 999);
    expect(first).toBeGreaterThan(0);
    expect(await redis.ttl(`${prefix}k`)).toBeLessThanOrEqual(30);
  });
});
