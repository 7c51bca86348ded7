import { RECOVERY_MESSAGES, type TChangePasswordBody } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import { closeSessionSockets } from '../../core/realtime/socket-access';
import { AppError, RateLimitedError } from '../../lib/app-error';
import { createUsersService } from '../users';

/** The lock screen: the signed-in user types the password again; limited like sign-in. */
export async function unlockSession(app: FastifyInstance, user: Principal, password: string, ip: string) {
  const limits = app.config.signinLimits;
  const failuresKey = `unlock:user:${user.id}`;
  const ipHits = await app.limiter.hit(`unlock:ip:${ip}`, limits.windowSeconds);
  if (ipHits > limits.perIp || (await app.limiter.count(failuresKey)) >= limits.failuresPerEmail)
    throw new RateLimitedError(limits.windowSeconds);
  // The principal carries no password hash: it is read only here, where it is checked.
  const account = await createUsersService(app.db).findById(user.id);
  if (!(await app.passwords.verify(account?.password_hash ?? null, password))) {
    await app.limiter.hit(failuresKey, limits.windowSeconds);
    throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.wrongPassword, {
      password: RECOVERY_MESSAGES.wrongPassword,
    });
  }
  await app.limiter.reset(failuresKey);
  return { message: 'Sessão desbloqueada.' };
}

/**
 * Settings: the signed-in user changes its own password; the current one is checked and limited like unlock.
 * Every other session ends (whoever knew the old password is out); this one continues with a new token.
 */
export async function changePassword(
  app: FastifyInstance,
  user: Principal,
  body: TChangePasswordBody,
  ip: string,
) {
  await assertCurrentPassword(app, user.id, body.currentPassword, ip);
  const users = createUsersService(app.db);
  const passwordHash = await app.passwords.hash(body.password);
  const version = await app.db.transaction(async (tx) => {
    await users.setPasswordHash(user.id, passwordHash, tx);
    return users.endSessions(user.id, tx);
  });
  if (version === null) throw new AppError('UNAUTHENTICATED');
  await closeSessionSockets(app, user.id);
  const access_token = await app.tokens.sign(user.id, { version });
  return { message: RECOVERY_MESSAGES.passwordChanged, access_token };
}

/**
 * A signed-in user proves it is the owner before a sensitive change (password, e-mail, account deletion):
 * wrong guesses count against the same limit as the lock screen.
 */
export async function assertCurrentPassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  ip: string,
) {
  const limits = app.config.signinLimits;
  const failuresKey = `unlock:user:${userId}`;
  const ipHits = await app.limiter.hit(`unlock:ip:${ip}`, limits.windowSeconds);
  if (ipHits > limits.perIp || (await app.limiter.count(failuresKey)) >= limits.failuresPerEmail)
    throw new RateLimitedError(limits.windowSeconds);
  const account = await createUsersService(app.db).findById(userId);
  if (!(await app.passwords.verify(account?.password_hash ?? null, password))) {
    await app.limiter.hit(failuresKey, limits.windowSeconds);
    throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.currentPasswordWrong, {
      currentPassword: RECOVERY_MESSAGES.currentPasswordWrong,
    });
  }
  await app.limiter.reset(failuresKey);
}
