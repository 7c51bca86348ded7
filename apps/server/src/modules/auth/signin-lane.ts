import type { FastifyInstance } from 'fastify';
import type { PasswordLane } from '../../core/auth/password-pool';

export interface SigninCaller {
  ip: string;
  email: string;
  /** The sign-in (`sid`) of a valid session the caller presented, if any. */
  sessionId?: string;
}

/**
 * Which verification lane a sign-in takes. Clean: a caller with a valid session that has not failed lately,
 * or an address and an existing account with no recent wrong password and no other sign-in in flight.
 * Everyone else (the flooding address, the account under attack, e-mails without an account — the spec's
 * messages tell those apart anyway) is a suspect: it waits behind the clean lane or gets 429.
 * Failures are counted by the shared limiter (every process sees them); in-flight sign-ins per process.
 */
export function createSigninLanes(app: FastifyInstance) {
  const { windowSeconds } = app.config.signinLimits;
  const inFlight = new Map<string, number>();
  const failedIp = (ip: string) => `signin:failed-ip:${ip}`;
  const failedSession = (sessionId: string) => `signin:failed-session:${sessionId}`;
  const emailKey = (email: string) => `signin:email:${email.toLowerCase()}`;

  const add = (key: string, delta: number) => {
    const count = (inFlight.get(key) ?? 0) + delta;
    if (count > 0) inFlight.set(key, count);
    else inFlight.delete(key);
  };

  return {
    emailKey,

    /** Counts the sign-in as in flight (call `leave` when it ends) and picks its lane. */
    enter(caller: SigninCaller): { lane: (hasAccount: boolean) => Promise<PasswordLane>; leave: () => void } {
      const keys = [`ip:${caller.ip}`, `email:${caller.email.toLowerCase()}`];
      for (const key of keys) add(key, 1);
      const lane = async (hasAccount: boolean): Promise<PasswordLane> => {
        if (caller.sessionId && (await app.limiter.count(failedSession(caller.sessionId))) === 0)
          return 'clean';
        if (!hasAccount || keys.some((key) => (inFlight.get(key) ?? 0) > 1)) return 'suspect';
        const failures = await Promise.all([
          app.limiter.count(failedIp(caller.ip)),
          app.limiter.count(emailKey(caller.email)),
        ]);
        return failures.every((count) => count === 0) ? 'clean' : 'suspect';
      };
      return {
        lane,
        leave: () => {
          for (const key of keys) add(key, -1);
        },
      };
    },

    /** A wrong password: the address (and the session it came with) loses the clean lane for a while. */
    async failed(caller: SigninCaller): Promise<void> {
      await app.limiter.hit(failedIp(caller.ip), windowSeconds);
      if (caller.sessionId) await app.limiter.hit(failedSession(caller.sessionId), windowSeconds);
    },
  };
}
