import {
  AUTH_MESSAGES,
  type TAuthResponse,
  type TRegisterBody,
  type TSignInBody,
  type TUserUpdateBody,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, AuthFieldError } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { createUsersRepository, toSessionUser, type UserRow } from '../users/users.repository';

/** New accounts get role `user`: the spec's "register gives admin" is its local sample only. */
const NEW_USER_ROLE = 'user';

export function createAuthService(app: FastifyInstance) {
  const users = createUsersRepository(app.db);
  const limits = app.config.signinLimits;

  async function respond(row: UserRow): Promise<TAuthResponse> {
    const user = toSessionUser(row);
    return {
      user,
      access_token: await app.tokens.sign(row.id),
      usermenu: user.usermenu,
      settings: user.data.settings,
    };
  }

  return {
    async register(body: TRegisterBody): Promise<TAuthResponse> {
      if (await users.findByEmail(body.email))
        throw new AuthFieldError(409, { email: AUTH_MESSAGES.emailInUse });
      const passwordHash = await hashPassword(body.password);
      const row = await users.insert({ ...body, passwordHash, role: NEW_USER_ROLE });
      // A concurrent registration of the same e-mail loses here, on the unique index.
      if (!row) throw new AuthFieldError(409, { email: AUTH_MESSAGES.emailInUse });
      return respond(row);
    },

    async signIn(body: TSignInBody, ip: string): Promise<TAuthResponse> {
      const emailKey = `signin:email:${body.email.toLowerCase()}`;
      const ipHits = await app.limiter.hit(`signin:ip:${ip}`, limits.windowSeconds);
      const emailFailures = await app.limiter.count(emailKey);
      if (ipHits > limits.perIp || emailFailures >= limits.failuresPerEmail)
        throw new AppError('RATE_LIMITED');

      const row = await users.findByEmail(body.email);
      // Unknown e-mails verify against a dummy hash so both failures take the same time.
      const isValid = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), body.password);
      if (!row || !isValid) {
        await app.limiter.hit(emailKey, limits.windowSeconds);
        throw new AuthFieldError(
          401,
          row ? { password: AUTH_MESSAGES.wrongPassword } : { email: AUTH_MESSAGES.unknownEmail },
        );
      }
      await app.limiter.reset(emailKey);
      return respond(row);
    },

    async renew(token: string): Promise<TAuthResponse> {
      const userId = await app.tokens.verify(token);
      const row = userId ? await users.findById(userId) : null;
      if (!row) throw new AppError('UNAUTHENTICATED');
      return respond(row);
    },

    async updateSelf(userId: string, body: TUserUpdateBody) {
      const row = await users.update(userId, body.user.data);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return { user: toSessionUser(row), message: AUTH_MESSAGES.userSaved };
    },
  };
}
