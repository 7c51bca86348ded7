import { RECOVERY_MESSAGES } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import { AppError } from '../../lib/app-error';
import { createUsersService } from '../users/users.service';

/** The lock screen: the signed-in user types the password again; limited like sign-in. */
export async function unlockSession(app: FastifyInstance, user: Principal, password: string, ip: string) {
  const limits = app.config.signinLimits;
  const failuresKey = `unlock:user:${user.id}`;
  const ipHits = await app.limiter.hit(`unlock:ip:${ip}`, limits.windowSeconds);
  if (ipHits > limits.perIp || (await app.limiter.count(failuresKey)) >= limits.failuresPerEmail)
    throw new AppError('RATE_LIMITED');
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
