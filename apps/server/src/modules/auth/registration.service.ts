import { createHash, randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  REGISTRATION_CONSENT_TEXT,
  REGISTRATION_MESSAGES,
  REGISTRATION_TOKEN_LIFETIME_HOURS,
  SITE_CONFIG,
  type TAuthResponse,
  type TRegisterBody,
  type TRegisterPendingResponse,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import type { Queryable } from '../../core/db/connection';
import { AppError, AuthFieldError, RateLimitedError } from '../../lib/app-error';
import { joinPanelAsAccount } from '../respondents';
import { createUsersService } from '../users';
import { createRegistrationRepository } from './registration.repository';

/** New accounts get role `user` (a respondent): the spec's "register gives admin" is its local sample only. */
const NEW_USER_ROLE = 'user';
export const RESEND_LIMITS = { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 };
/** The consent's version: the hash of its exact wording. */
export const CONSENT_VERSION = createHash('sha256').update(REGISTRATION_CONSENT_TEXT).digest('hex');

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function confirmationMail(displayName: string, link: string) {
  const text = [
    `Olá, ${displayName}.`,
    '',
    'Recebemos o seu cadastro no Pesquise(+). Para ativar a conta e entrar no painel de respondentes,',
    `confirme o seu e-mail abrindo o link abaixo (vale por ${REGISTRATION_TOKEN_LIFETIME_HOURS} horas e só pode ser usado uma vez):`,
    '',
    link,
    '',
    'Se você não se cadastrou, ignore este e-mail: nenhuma conta será ativada.',
    '',
    `Equipe ${SITE_CONFIG.brand} - ${SITE_CONFIG.contactEmail}`,
  ].join('\n');
  return { subject: REGISTRATION_MESSAGES.mailSubject, text };
}

/**
 * Self-registration with double opt-in (issue 32): the account waits as a pending respondent until its e-mail's
 * link is opened; then it is activated, joins the panel and is signed in. `respond` makes the session answer.
 */
export function createRegistrationService(
  app: FastifyInstance,
  respond: (row: Principal) => Promise<TAuthResponse>,
) {
  const users = createUsersService(app.db);
  const registrations = createRegistrationRepository(app.db);

  async function emailInUse(ip: string): Promise<AuthFieldError> {
    await app.limiter.hit(`register:in-use:${ip}`, app.config.registerLimits.windowSeconds);
    return new AuthFieldError(409, { email: AUTH_MESSAGES.emailInUse });
  }

  /** A new link for a pending account (earlier ones stop working), mailed in the background. */
  async function issueLink(user: { id: string; email: string; display_name: string }, tx: Queryable) {
    const token = randomBytes(32).toString('base64url');
    await registrations.createConfirmation(
      user.id,
      hashConfirmationToken(token),
      REGISTRATION_TOKEN_LIFETIME_HOURS,
      tx,
    );
    // Only the configured origin: a request's Host header could point the link at an attacker.
    const link = `${app.config.publicUrl}/register/confirm?token=${token}`;
    return () => {
      void app.mailer
        .send({ to: user.email, ...confirmationMail(user.display_name, link) })
        .catch((error: unknown) => app.log.error({ err: error }, 'registration confirmation mail failed'));
    };
  }

  async function usableConfirmation(token: string) {
    const row = await registrations.findConfirmation(hashConfirmationToken(token));
    if (!row) throw new AppError('UNPROCESSABLE', REGISTRATION_MESSAGES.invalidLink);
    if (row.used_at) throw new AppError('UNPROCESSABLE', REGISTRATION_MESSAGES.usedLink);
    if (new Date(row.expires_at).getTime() <= Date.now())
      throw new AppError('UNPROCESSABLE', REGISTRATION_MESSAGES.expiredLink);
    return row;
  }

  return {
    async register(body: TRegisterBody, ip: string): Promise<TRegisterPendingResponse> {
      const { perIp, emailInUsePerIp, windowSeconds } = app.config.registerLimits;
      if ((await app.limiter.hit(`register:ip:${ip}`, windowSeconds)) > perIp)
        throw new RateLimitedError(windowSeconds);
      // A 409 tells that an e-mail has an account: only a few per IP.
      if ((await app.limiter.count(`register:in-use:${ip}`)) >= emailInUsePerIp)
        throw new RateLimitedError(windowSeconds);
      const existing = await users.findByEmail(body.email);
      if (existing && existing.pending_since === null) throw await emailInUse(ip);
      const passwordHash = await app.passwords.hash(body.password);
      const send = await app.db.transaction(async (tx) => {
        // A pending account of this e-mail takes the new name and password; an active one (also one made
        // concurrently) wins on the unique index.
        const row = await users.insertPending({ ...body, passwordHash, role: NEW_USER_ROLE }, tx);
        if (!row) return null;
        await registrations.recordConsent(
          { userId: row.id, text: REGISTRATION_CONSENT_TEXT, version: CONSENT_VERSION, ip },
          tx,
        );
        return issueLink(row, tx);
      });
      if (!send) throw await emailInUse(ip);
      send();
      return { user: null, access_token: null, message: REGISTRATION_MESSAGES.sent };
    },

    /** Opens the link: activates the account, links (or creates) its panel member, signs it in. */
    async confirm(token: string): Promise<TAuthResponse> {
      const link = await usableConfirmation(token);
      const row = await app.db.transaction(async (tx) => {
        if (!(await registrations.consumeConfirmation(link.id, tx))) return null;
        const user = await users.activate(link.user_id, tx);
        if (!user) return null;
        await joinPanelAsAccount(tx, { userId: user.id, name: user.display_name, email: user.email });
        return user;
      });
      if (!row) throw new AppError('UNPROCESSABLE', REGISTRATION_MESSAGES.usedLink);
      return respond(row);
    },

    /** Same answer whether or not the e-mail waits for confirmation; the mail goes out in the background. */
    async resend(email: string, ip: string): Promise<{ message: string }> {
      const { perIp, perEmail, windowSeconds } = RESEND_LIMITS;
      if ((await app.limiter.hit(`register-resend:ip:${ip}`, windowSeconds)) > perIp)
        throw new RateLimitedError(windowSeconds);
      const emailHits = await app.limiter.hit(`register-resend:email:${email}`, windowSeconds);
      if (emailHits <= perEmail) {
        void (async () => {
          const user = await users.findByEmail(email);
          if (user && user.pending_since !== null) (await app.db.transaction((tx) => issueLink(user, tx)))();
        })().catch((error: unknown) => app.log.error({ err: error }, 'registration resend failed'));
      }
      return { message: REGISTRATION_MESSAGES.resent };
    },
  };
}
