import { RECOVERY_MESSAGES, type TChangePasswordBody } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createUsersRepository, type UserRow } from '../users/users.repository';

/** The lock screen: the signed-in user types the password again; limited like sign-in. */
export async function unlockSession(app: FastifyInstance, user: UserRow, password: string, ip: string) {
  const limits = app.config.signinLimits;
  const failuresKey = `unlock:user:${user.id}`;
  const ipHits = await app.limiter.hit(`unlock:ip:${ip}`, limits.windowSeconds);
  if (ipHits > limits.perIp || (await app.limiter.count(failuresKey)) >= limits.failuresPerEmail)
    throw new AppError('RATE_LIMITED');
  if (!(await verifyPassword(user.password_hash, password))) {
    await app.limiter.hit(failuresKey, limits.windowSeconds);
    throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.wrongPassword, {
      password: RECOVERY_MESSAGES.wrongPassword,
    });
  }
  await app.limiter.reset(failuresKey);
  return { message: 'Sessão desbloqueada.' };
}

/** Settings: the signed-in user changes its own password; the current one is checked and limited like unlock. */
export async function changePassword(
  app: FastifyInstance,
  user: UserRow,
  body: TChangePasswordBody,
  ip: string,
) {
  const limits = app.config.signinLimits;
  const failuresKey = `unlock:user:${user.id}`;
  const ipHits = await app.limiter.hit(`unlock:ip:${ip}`, limits.windowSeconds);
  if (ipHits > limits.perIp || (await app.limiter.count(failuresKey)) >= limits.failuresPerEmail)
    throw new AppError('RATE_LIMITED');
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    await app.limiter.hit(failuresKey, limits.windowSeconds);
    throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.currentPasswordWrong, {
      currentPassword: RECOVERY_MESSAGES.currentPasswordWrong,
    });
  }
  await app.limiter.reset(failuresKey);
  await createUsersRepository(app.db).setPasswordHash(user.id, await hashPassword(body.password));
  return { message: RECOVERY_MESSAGES.passwordChanged };
}
