import { createHash, randomBytes } from 'node:crypto';
import {
  RECOVERY_MESSAGES,
  RESET_TOKEN_LIFETIME_MINUTES,
  SITE_CONFIG,
  type TResetPasswordBody,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { closeSessionSockets } from '../../core/realtime/socket-access';
import { AppError, RateLimitedError } from '../../lib/app-error';
import { createUsersService } from '../users';
import { createPasswordResetRepository } from './password-reset.repository';

export const FORGOT_LIMITS = { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 };

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function resetMail(displayName: string, link: string) {
  const text = [
    `Olá, ${displayName}.`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Pesquise(+).',
    'Para criar uma nova senha, abra o link abaixo (vale por 1 hora e só pode ser usado uma vez):',
    '',
    link,
    '',
    'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
    '',
    `Equipe ${SITE_CONFIG.brand} - ${SITE_CONFIG.contactEmail}`,
  ].join('\n');
  return { subject: RECOVERY_MESSAGES.mailSubject, text };
}

export function createPasswordResetService(app: FastifyInstance) {
  const users = createUsersService(app.db);
  const resets = createPasswordResetRepository(app.db);

  async function usableReset(token: string) {
    const row = await resets.find(hashResetToken(token));
    if (!row) throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.invalidLink);
    if (row.used_at) throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.usedLink);
    if (new Date(row.expires_at).getTime() <= Date.now())
      throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.expiredLink);
    return row;
  }

  async function sendResetMail(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await app.db.transaction((tx) =>
      resets.create(user.id, hashResetToken(token), RESET_TOKEN_LIFETIME_MINUTES, tx),
    );
    // Only the configured origin: a request's Host header could point the link at an attacker.
    const link = `${app.config.publicUrl}/pages/auth/reset-password?token=${token}`;
    await app.mailer.send({ to: user.email, ...resetMail(user.display_name, link) });
  }

  return {
    /**
     * Same answer whether the e-mail exists or not; the mail goes out in the background,
     * so the response time does not tell either.
     */
    async requestReset(email: string, ip: string): Promise<{ message: string }> {
      const { perIp, perEmail, windowSeconds } = FORGOT_LIMITS;
      if ((await app.limiter.hit(`forgot:ip:${ip}`, windowSeconds)) > perIp)
        throw new RateLimitedError(windowSeconds);
      const emailHits = await app.limiter.hit(`forgot:email:${email}`, windowSeconds);
      if (emailHits <= perEmail) {
        void sendResetMail(email).catch((error: unknown) =>
          app.log.error({ err: error }, 'password reset mail failed'),
        );
      }
      return { message: RECOVERY_MESSAGES.forgotSent };
    },

    async checkToken(token: string): Promise<{ message: string }> {
      await usableReset(token);
      return { message: 'ok' };
    },

    async resetPassword(body: TResetPasswordBody): Promise<{ message: string }> {
      const row = await usableReset(body.token);
      const passwordHash = await app.passwords.hash(body.password);
      const isDone = await app.db.transaction(async (tx) => {
        if (!(await resets.consume(row.id, tx))) return false;
        await users.resetPassword(row.user_id, passwordHash, tx);
        return true;
      });
      if (!isDone) throw new AppError('UNPROCESSABLE', RECOVERY_MESSAGES.usedLink);
      await closeSessionSockets(app, row.user_id);
      await app.limiter.reset(`signin:email:${(await users.findById(row.user_id))?.email ?? ''}`);
      return { message: RECOVERY_MESSAGES.resetDone };
    },
  };
}

/** Other modules check the current password through here (account e-mail change and deletion). */
export { assertCurrentPassword } from './unlock.service';
