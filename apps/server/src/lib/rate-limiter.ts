import type { Redis } from 'ioredis';

/** Counts hits of a key in a fixed window; shared through Redis when several processes run. */
export interface RateLimiter {
  /** Adds one hit and returns the hits in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit: async (key, windowSeconds) => {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    count: async (key) => live(key)?.count ?? 0,
    reset: async (key) => {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    hit: async (key, windowSeconds) => {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec()) as [[null, number], [null, number]];
      return count;
    },
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}
