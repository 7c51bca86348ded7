import {
  AUTH_MESSAGES,
  SESSION_MESSAGES,
  type TAuthResponse,
  type TSignInBody,
  type TUserUpdateBody,
  USER_SETTINGS_MAX_BYTES,
  ZNotificationSettings,
  ZQuickPanelSettings,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { PasswordLane } from '../../core/auth/password-pool';
import type { Principal } from '../../core/auth/principal';
import { createSessionResolver } from '../../core/auth/session';
import { closeSessionSockets } from '../../core/realtime/socket-access';
import { AppError, AuthFieldError, RateLimitedError } from '../../lib/app-error';
import { createUsersService, toSessionUser } from '../users';
import { createAccountUnlockService } from './account-unlock.service';
import { createSigninLanes, type SigninCaller } from './signin-lane';

export function createAuthService(app: FastifyInstance) {
  const users = createUsersService(app.db);
  const unlocks = createAccountUnlockService(app);
  const resolveSession = createSessionResolver(app);
  const limits = app.config.signinLimits;
  const lanes = createSigninLanes(app);

  /**
   * `authTime` and `sessionId` carry the original sign-in through renewals, so a session ends at its maximum
   * age, or when it signs out.
   */
  async function respond(row: Principal, authTime?: number, sessionId?: string): Promise<TAuthResponse> {
    const user = toSessionUser(row);
    return {
      user,
      access_token: await app.tokens.sign(row.id, { version: row.session_version, authTime, sessionId }),
      usermenu: user.usermenu,
      settings: user.data.settings,
    };
  }

  async function checkPassword(
    body: TSignInBody,
    caller: SigninCaller,
    lane: (hasAccount: boolean) => Promise<PasswordLane>,
  ): Promise<TAuthResponse> {
    const emailKey = lanes.emailKey(body.email);
    if ((await app.limiter.hit(`signin:ip:${caller.ip}`, limits.windowSeconds)) > limits.perIp)
      throw new RateLimitedError(limits.windowSeconds);
    const row = await users.findByEmail(body.email);
    const unlockId = await unlocks.usable(body.unlockToken, row);
    if (!unlockId && (await app.limiter.count(emailKey)) >= limits.failuresPerEmail) {
      await unlocks.offer(row);
      throw new RateLimitedError(limits.windowSeconds, 'ACCOUNT_LOCKED');
    }

    // Unknown e-mails verify against a dummy hash so both failures take the same time.
    const isValid = await app.passwords.verify(
      row?.password_hash ?? null,
      body.password,
      await lane(Boolean(row)),
    );
    if (!row || !isValid) {
      await lanes.failed(caller);
      if (unlockId) await unlocks.failed(unlockId);
      else if ((await app.limiter.hit(emailKey, limits.windowSeconds)) >= limits.failuresPerEmail)
        await unlocks.offer(row);
      throw new AuthFieldError(
        401,
        row ? { password: AUTH_MESSAGES.wrongPassword } : { email: AUTH_MESSAGES.unknownEmail },
      );
    }
    // Only the password's owner learns that the account still waits for its e-mail confirmation.
    if (row.pending_since !== null) throw new AppError('EMAIL_NOT_CONFIRMED');
    if (unlockId) await unlocks.consume(unlockId, row);
    await app.limiter.reset(emailKey);
    return respond(row);
  }

  return {
    respond,

    async signIn(body: TSignInBody, ip: string, sessionToken = ''): Promise<TAuthResponse> {
      const session = sessionToken ? await resolveSession(sessionToken) : null;
      const caller = { ip, email: body.email, sessionId: session?.claims.sessionId };
      // Counted in flight from the start: a burst from one address is a suspect as a whole.
      const entry = lanes.enter(caller);
      try {
        return await checkPassword(body, caller, entry.lane);
      } finally {
        entry.leave();
      }
    },

    async renew(token: string): Promise<TAuthResponse> {
      const session = await resolveSession(token);
      if (!session) throw new AppError('UNAUTHENTICATED');
      return respond(session.user, session.claims.authTime, session.claims.sessionId);
    },

    /**
     * 'Sair': the session of this token ends on the server — its tokens, renewed or copied, are refused from
     * now on and its sockets close; the account's other sessions go on.
     */
    async signOut(token: string): Promise<{ message: string }> {
      const session = await resolveSession(token);
      if (!session) throw new AppError('UNAUTHENTICATED');
      const { authTime, sessionId } = session.claims;
      const expiresAt = new Date((authTime + app.config.sessionMaxAgeSeconds) * 1000);
      await users.endSession(session.user.id, sessionId, expiresAt);
      await closeSessionSockets(app, session.user.id);
      return { message: SESSION_MESSAGES.signedOut };
    },

    /** 'Sair de todos os dispositivos': every token issued so far, this one included, stops working. */
    async signOutEverywhere(userId: string): Promise<{ message: string }> {
      if ((await users.endSessions(userId)) === null) throw new AppError('UNAUTHENTICATED');
      await closeSessionSockets(app, userId);
      return { message: SESSION_MESSAGES.signedOutEverywhere };
    },

    async updateSelf(userId: string, body: TUserUpdateBody) {
      const { settings } = body.user.data;
      if (settings && Buffer.byteLength(JSON.stringify(settings)) > USER_SETTINGS_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', SESSION_MESSAGES.settingsTooLarge);
      // The parts other features read back must keep their shape; the rest (theme, layout) is free-form.
      if (
        settings?.notifications !== undefined &&
        !ZNotificationSettings.safeParse(settings.notifications).success
      )
        throw new AppError('VALIDATION', 'Preferências de notificação inválidas.');
      if (settings?.quickPanel !== undefined && !ZQuickPanelSettings.safeParse(settings.quickPanel).success)
        throw new AppError('VALIDATION', 'Configurações do painel rápido inválidas.');
      const row = await users.update(userId, body.user.data);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return { user: toSessionUser(row), message: AUTH_MESSAGES.userSaved };
    },
  };
}
