import { createHash, randomBytes } from 'node:crypto';
import { SESSION_MESSAGES, SITE_CONFIG } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../users';
import { createAccountUnlockRepository } from './account-unlock.repository';

const LINK_LIFETIME_MINUTES = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function unlockMail(displayName: string, link: string, lockMinutes: number) {
  const text = [
    `Olá, ${displayName}.`,
    '',
    `Houve várias tentativas de entrar na sua conta do Pesquise(+) com a senha errada; por segurança, a entrada por senha ficou bloqueada por ${lockMinutes} minutos.`,
    'Se a conta é sua, não precisa esperar: abra o link abaixo e entre com a sua senha (vale por 1 hora, para uma entrada):',
    '',
    link,
    '',
    'Se não foi você, alguém pode estar tentando adivinhar a sua senha. A conta continua protegida; se quiser, troque a senha em "Esqueci minha senha".',
    '',
    `Equipe ${SITE_CONFIG.brand} - ${SITE_CONFIG.contactEmail}`,
  ].join('\n');
  return { subject: SESSION_MESSAGES.unlockMailSubject, text };
}

/**
 * The per-e-mail lock stops password guessing, but it would also lock the owner out: the owner gets a
 * one-time link, and a sign-in carrying it skips the lock (still with the right password).
 */
export function createAccountUnlockService(app: FastifyInstance) {
  const unlocks = createAccountUnlockRepository(app.db);
  const { windowSeconds, failuresPerEmail } = app.config.signinLimits;

  async function send(user: UserRow): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await unlocks.create(user.id, hashToken(token), LINK_LIFETIME_MINUTES);
    // Only the configured origin: a request's Host header could point the link at an attacker.
    const link = `${app.config.publicUrl}/login?unlock=${token}`;
    await app.mailer.send({
      to: user.email,
      ...unlockMail(user.display_name, link, Math.round(windowSeconds / 60)),
    });
  }

  return {
    /** Mails the owner a link, once per lock window; in the background, so timing tells nothing. */
    async offer(user: UserRow | null): Promise<void> {
      if (!user) return;
      if ((await app.limiter.hit(`unlock-mail:${user.id}`, windowSeconds)) > 1) return;
      void send(user).catch((error: unknown) => app.log.error({ err: error }, 'unlock mail failed'));
    },

    /** The link's id if the token is this user's, unused, unexpired and not worn out by wrong passwords. */
    async usable(token: string | undefined, user: UserRow | null): Promise<string | null> {
      if (!token || !user) return null;
      const id = await unlocks.findUsable(hashToken(token), user.id);
      if (!id) return null;
      return (await app.limiter.count(`unlock-link:${id}`)) < failuresPerEmail ? id : null;
    },

    async failed(id: string): Promise<void> {
      await app.limiter.hit(`unlock-link:${id}`, LINK_LIFETIME_MINUTES * 60);
    },

    /** Used once; a later lock mails a fresh link at once. */
    async consume(id: string, user: UserRow): Promise<void> {
      await unlocks.consume(id);
      await app.limiter.reset(`unlock-mail:${user.id}`);
    },
  };
}
