import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  /** A Message-ID chosen by the caller (one per recipient, so a resend is recognisable). */
  messageId?: string;
}

export interface Mailer {
  /** Sends through SMTP_URL, or writes an .eml file into DATA_DIR/outbox/ when it is not set. */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_FROM = 'Pesquise(+) <nao-responda@pesquisemais.com.br>';

export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  /** Keeps up to this many SMTP connections open and reuses them (bulk sending). */
  pool?: number;
}): Mailer & { close(): void } {
  if (options.smtpUrl) {
    const transport = options.pool
      ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: options.pool })
      : nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        const info = await transport.sendMail({ from: MAIL_FROM, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

/** `app.mailer`, shared by every feature that sends e-mail. */
const mailerPlugin: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir });
  app.decorate('mailer', { send: mailer.send });
  app.addHook('onClose', async () => mailer.close());
};

export const mailer = fp(mailerPlugin, { name: 'mailer' });
