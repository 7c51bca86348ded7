import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives (each after `delayMs`, if given). */
export async function startSmtpServer(options: { delayMs?: number } = {}): Promise<{
  url: string;
  messages: ReceivedMail[];
  waitForMessage(count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client killed mid-conversation (the crash tests SIGKILL the worker) resets its socket: that is the test's
  // point, not an error of the server.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(count = messages.length + 1) {
      const deadline = Date.now() + 10_000;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error('nenhum e-mail chegou ao servidor SMTP');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages[count - 1] as ReceivedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a plain-text message, quoted-printable soft breaks and escapes undone. */
export function decodeMailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function findResetLink(raw: string): string {
  const match = decodeMailText(raw).match(/https?:\/\/\S+\/pages\/auth\/reset-password\?token=[\w-]+/);
  if (!match) throw new Error('o e-mail não traz o link de redefinição');
  return match[0];
}

export function findConfirmLink(raw: string): string {
  const match = decodeMailText(raw).match(/https?:\/\/\S+\/register\/confirm\?token=[\w-]+/);
  if (!match) throw new Error('o e-mail não traz o link de confirmação do cadastro');
  return match[0];
}
