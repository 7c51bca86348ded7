import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_LIFETIME_HOURS,
  SITE_CONFIG,
  type TEmailChangeBody,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { closeSessionSockets } from '../../core/realtime/socket-access';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql';
import { assertCurrentPassword } from '../password-reset';
import { createUsersService } from '../users';
import { readAccountExport } from './account-export.repository';
import { createEmailChangeRepository } from './email-change.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function confirmMail(displayName: string, newEmail: string, link: string) {
  const text = [
    `Olá, ${displayName}.`,
    '',
    `Recebemos um pedido para usar ${newEmail} como e-mail da sua conta no Pesquise(+).`,
    `Para confirmar, abra o link abaixo (vale por ${EMAIL_CHANGE_LIFETIME_HOURS} horas e só pode ser usado uma vez):`,
    '',
    link,
    '',
    'Se você não fez este pedido, ignore este e-mail: a conta continua com o e-mail de antes.',
    '',
    `Equipe ${SITE_CONFIG.brand} - ${SITE_CONFIG.contactEmail}`,
  ].join('\n');
  return { subject: ACCOUNT_MESSAGES.emailMailSubject, text };
}

/** Settings > Conta and Privacidade: e-mail change by link, the LGPD download, account deletion. */
export function createAccountService(app: FastifyInstance) {
  const users = createUsersService(app.db);
  const changes = createEmailChangeRepository(app.db);

  return {
    /** The address changes only when the link mailed to the new address is followed. */
    async requestEmailChange(userId: string, body: TEmailChangeBody, ip: string) {
      await assertCurrentPassword(app, userId, body.currentPassword, ip);
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.email === body.newEmail) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.sameEmail);
      if (await users.findByEmail(body.newEmail)) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailInUse);
      const token = randomBytes(32).toString('base64url');
      await app.db.transaction((tx) =>
        changes.create(userId, body.newEmail, hashToken(token), EMAIL_CHANGE_LIFETIME_HOURS, tx),
      );
      // Only the configured origin: a request's Host header could point the link at an attacker.
      const link = `${app.config.publicUrl}/settings/conta?emailToken=${token}`;
      await app.mailer.send({ to: body.newEmail, ...confirmMail(user.display_name, body.newEmail, link) });
      return { message: ACCOUNT_MESSAGES.emailChangeSent };
    },

    async confirmEmailChange(token: string) {
      const row = await changes.find(hashToken(token));
      if (!row) throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.invalidLink);
      if (row.used_at) throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.usedLink);
      if (new Date(row.expires_at).getTime() <= Date.now())
        throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.expiredLink);
      try {
        const changed = await app.db.transaction(async (tx) => {
          if (!(await changes.consume(row.id, tx)))
            throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.usedLink);
          const user = await users.setEmail(row.user_id, row.new_email, tx);
          if (!user) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailInUse);
          return user;
        });
        return { message: ACCOUNT_MESSAGES.emailChanged, email: changed.email };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailInUse);
        throw error;
      }
    },

    /** The LGPD download: the user's own data only, as JSON or as a ZIP holding one JSON file per part. */
    async exportData(userId: string, format: 'json' | 'zip') {
      const data = await readAccountExport(app.db, userId);
      if (!data.account) throw new AppError('UNAUTHENTICATED');
      const exportedAt = new Date().toISOString();
      if (format === 'json') return { format, body: JSON.stringify({ exportedAt, ...data }, null, 2) };
      const files: Record<string, Uint8Array> = {
        'LEIA-ME.txt': strToU8(
          `Dados da conta ${String(data.account.email)} no ${SITE_CONFIG.brand}, exportados em ${exportedAt}.\n`,
        ),
      };
      for (const [name, value] of Object.entries(data))
        files[`${name}.json`] = strToU8(JSON.stringify(value, null, 2));
      return { format, body: Buffer.from(zipSync(files)) };
    },

    /** Deletes the account after the password check; survey responses stay without the user's reference. */
    async deleteAccount(userId: string, currentPassword: string, ip: string) {
      await assertCurrentPassword(app, userId, currentPassword, ip);
      if (!(await users.remove(userId))) throw new AppError('UNAUTHENTICATED');
      await closeSessionSockets(app, userId);
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  };
}
