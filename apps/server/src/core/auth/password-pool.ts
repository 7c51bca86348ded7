import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

/** Answered with 503 and Retry-After when too many password checks are already waiting. */
export class OverloadedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('UNAVAILABLE');
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks against the dummy hash when `hash` is null, so an unknown e-mail costs the same. */
  verify(hash: string | null, password: string): Promise<boolean>;
  /** Checks running now and waiting (for tests and health). */
  stats(): { running: number; waiting: number };
}

/**
 * argon2 (64 MiB, 3 passes) runs on libuv's threads, never on the event loop, but unbounded it takes every
 * core and the event loop starves: at most `concurrency` run at once, at most `queueLimit` wait, and the
 * rest are refused at once (503) instead of queueing for seconds.
 */
export function createPasswordHasher(options: { concurrency: number; queueLimit: number }): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];
  let averageMs = 150;
  // Computed now, not during the first unknown e-mail's sign-in.
  dummyPasswordHash().catch(() => undefined);

  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= options.concurrency) {
      if (waiting.length >= options.queueLimit) {
        const seconds = ((waiting.length + 1) * averageMs) / options.concurrency / 1000;
        throw new OverloadedError(Math.max(1, Math.ceil(seconds)));
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The slot passes straight to the next waiter, so `running` never exceeds the limit.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    hash: (password) => limited(() => hashPassword(password)),
    verify: async (hash, password) => {
      const target = hash ?? (await dummyPasswordHash());
      return limited(() => verifyPassword(target, password));
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
