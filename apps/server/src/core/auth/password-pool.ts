import { AppError, RateLimitedError } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

/** Answered with 503 and Retry-After when too many password checks are already waiting. */
export class OverloadedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('UNAVAILABLE');
  }
}

/**
 * Who asks for a check. `clean`: sign-ins from an address and for an account without recent failures (or
 * with a valid session), registrations and resets. `suspect`: the rest, the lane a flood of wrong passwords
 * lands in; it never takes the reserved slots, always yields a freed slot to a clean waiter, and past its own
 * queue is told to come back later (429) instead of filling the queue the others need.
 */
export type PasswordLane = 'clean' | 'suspect';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks against the dummy hash when `hash` is null, so an unknown e-mail costs the same. */
  verify(hash: string | null, password: string, lane?: PasswordLane): Promise<boolean>;
  /** Checks running now and waiting, both lanes (for tests and health). */
  stats(): { running: number; waiting: number };
}

/** The slots suspects may never take: a quarter, none when there is a single one (then priority only). */
export function reservedSlots(concurrency: number): number {
  return concurrency > 1 ? Math.ceil(concurrency / 4) : 0;
}

/**
 * argon2 (64 MiB, 3 passes) runs on libuv's threads, never on the event loop, but unbounded it takes every
 * core and the event loop starves: at most `concurrency` run at once, at most `queueLimit` wait in each lane,
 * and the rest are refused at once (503 clean, 429 suspect) instead of queueing for seconds.
 */
export function createPasswordHasher(options: { concurrency: number; queueLimit: number }): PasswordHasher {
  const suspectSlots = options.concurrency - reservedSlots(options.concurrency);
  let running = 0;
  let runningSuspects = 0;
  const waiting: Record<PasswordLane, Array<() => void>> = { clean: [], suspect: [] };
  let averageMs = 150;
  // Computed now, not during the first unknown e-mail's sign-in.
  dummyPasswordHash().catch(() => undefined);

  const canStart = (lane: PasswordLane) =>
    running < options.concurrency && (lane === 'clean' || runningSuspects < suspectSlots);

  function start(lane: PasswordLane) {
    running += 1;
    if (lane === 'suspect') runningSuspects += 1;
  }

  /** Hands free slots to waiters, the clean lane first. */
  function pump() {
    for (;;) {
      const lane: PasswordLane | null =
        waiting.clean.length > 0
          ? 'clean'
          : waiting.suspect.length > 0 && canStart('suspect')
            ? 'suspect'
            : null;
      if (!lane || !canStart(lane)) return;
      start(lane);
      waiting[lane].shift()?.();
    }
  }

  function refusal(lane: PasswordLane) {
    const ahead = waiting.clean.length + (lane === 'suspect' ? waiting.suspect.length : 0) + 1;
    const slots = lane === 'suspect' ? Math.max(1, suspectSlots) : options.concurrency;
    const seconds = Math.max(1, Math.ceil((ahead * averageMs) / slots / 1000));
    return lane === 'suspect' ? new RateLimitedError(seconds) : new OverloadedError(seconds);
  }

  async function limited<T>(lane: PasswordLane, task: () => Promise<T>): Promise<T> {
    // A clean waiter must not queue behind a suspect that could start: start only when nobody of this
    // lane (or, for suspects, of the clean lane) waits already.
    const isQueueEmpty = waiting.clean.length === 0 && (lane === 'clean' || waiting.suspect.length === 0);
    if (isQueueEmpty && canStart(lane)) start(lane);
    else {
      if (waiting[lane].length >= options.queueLimit) throw refusal(lane);
      // The slot is counted by `pump` before the waiter is woken.
      await new Promise<void>((resolve) => waiting[lane].push(resolve));
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      running -= 1;
      if (lane === 'suspect') runningSuspects -= 1;
      pump();
    }
  }

  return {
    hash: (password) => limited('clean', () => hashPassword(password)),
    verify: async (hash, password, lane = 'clean') => {
      const target = hash ?? (await dummyPasswordHash());
      return limited(lane, () => verifyPassword(target, password));
    },
    stats: () => ({ running, waiting: waiting.clean.length + waiting.suspect.length }),
  };
}
