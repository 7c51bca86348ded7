import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { BuiltUser } from './factories';
import { decodeMailText, type ReceivedMail } from './smtp-server';

/** A panel member through the API, then flags the API does not set (opt-out, bounce) written as given. */
export async function panelMember(
  app: FastifyInstance,
  staff: BuiltUser,
  options: {
    consent?: boolean;
    optedOut?: boolean;
    bounced?: boolean;
    attributes?: Record<string, string>;
  } = {},
) {
  const email = `m-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/respondents',
    headers: staff.auth,
    payload: {
      name: `Dra. ${email.slice(2, 8)}`,
      email,
      consent: options.consent ?? true,
      attributes: options.attributes ?? { especialidade: 'cardiologia' },
    },
  });
  const id = res.json().id as string;
  if (options.optedOut) await app.db.query('UPDATE respondents SET opted_out = true WHERE id = $1', [id]);
  if (options.bounced) await app.db.query('UPDATE respondents SET bounced_at = now() WHERE id = $1', [id]);
  return { id, email };
}

export async function createTemplate(
  app: FastifyInstance,
  user: BuiltUser,
  body = '<p>Olá, {{nome}}! Responda: <a href="{{link}}">abrir a pesquisa</a> até {{prazo}}.</p>',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/mailing/templates',
    headers: user.auth,
    payload: { name: 'Convite cardio', kind: 'convite', subject: 'Pesquisa {{campanha}}', bodyHtml: body },
  });
  if (res.statusCode !== 201) throw new Error(`modelo não criado: ${res.body}`);
  return res.json() as { id: string; versionId: string };
}

/** Starts a job of a new template to the panel members of `lot` (their `lote` attribute); answers its id. */
export async function startLotJob(
  app: FastifyInstance,
  operator: BuiltUser,
  job: { campaignId: string; lot: string; ratePerMinute?: number },
): Promise<string> {
  const template = await createTemplate(app, operator);
  const res = await app.inject({
    method: 'POST',
    url: '/api/mailing-jobs',
    headers: operator.auth,
    payload: {
      templateVersionId: template.versionId,
      campaignId: job.campaignId,
      audience: { type: 'panel', attributes: { lote: job.lot } },
      ...(job.ratePerMinute ? { ratePerMinute: job.ratePerMinute } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`envio não criado: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

export async function waitForJob(app: FastifyInstance, user: BuiltUser, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (
      await app.inject({ method: 'GET', url: `/api/mailing-jobs/${id}`, headers: user.auth })
    ).json();
    if (job.status === 'done' || job.status === 'cancelled') return job;
    if (Date.now() > deadline) throw new Error(`envio não terminou: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A header of a received message (folded lines joined). */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = decodeMailText(mail.raw).match(pattern);
  if (!match) throw new Error('o e-mail não traz o link');
  return match[0];
}

/**
 * A loopback SMTP server whose replies a test chooses per address: a 4xx once (transient), a 5xx always
 * (permanent); every accepted message is kept.
 */
export async function startPickySmtp(rules: { transientOnce?: string[]; permanent?: string[] }) {
  const messages: ReceivedMail[] = [];
  const refusedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (rules.permanent?.includes(to)) {
        const error = Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 });
        return callback(error);
      }
      if (rules.transientOnce?.includes(to) && !refusedOnce.has(to)) {
        refusedOnce.add(to);
        const error = Object.assign(new Error('Tente mais tarde'), { responseCode: 451 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusedOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
