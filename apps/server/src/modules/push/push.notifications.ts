import { SITE_CONFIG, wantsNotification } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { createUsersService } from '../users';
import { createPushService } from './push.service';

/**
 * Kinds also told by e-mail when the user keeps e-mail on. Chat messages are not: they arrive live and by
 * push, and one e-mail per chat line would flood the inbox (a digest is not built).
 */
const EMAILED_KINDS = new Set(['surveys', 'reports', 'feed']);

/**
 * Delivers what other modules ask to tell a user ('notification.requested'), by push and by e-mail, each
 * only when the user's settings (Configurações > Notificações) keep that kind on for that channel.
 */
export function subscribeNotifications(app: FastifyInstance) {
  const push = createPushService(app);
  const users = createUsersService(app.db);
  return app.events.on('notification.requested', async ({ userId, kind, title, body, url }) => {
    const user = await users.findById(userId);
    if (!user) return;
    const settings = user.settings ?? {};
    const sends: Promise<unknown>[] = [];
    if (wantsNotification(settings, 'push', kind)) sends.push(push.sendToUser(userId, { title, body, url }));
    if (EMAILED_KINDS.has(kind) && wantsNotification(settings, 'email', kind)) {
      const link = new URL(url, app.config.publicUrl).toString();
      sends.push(
        app.mailer.send({
          to: user.email,
          subject: `${title} | ${SITE_CONFIG.brand}`,
          text: `Olá, ${user.display_name}.\n\n${body}\n\nVeja em: ${link}\n\nVocê pode desligar este aviso em Configurações > Notificações.`,
        }),
      );
    }
    await Promise.all(sends);
  });
}
