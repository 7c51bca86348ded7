import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port for the app under test. Each message received is
 * written as an .eml file into `dir`, which the tests read (they run in another process).
 */
export async function startMailSink(dir: string) {
  await mkdir(dir, { recursive: true });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    server: smtp.server,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
