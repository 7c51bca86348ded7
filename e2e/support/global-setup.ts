import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink';
import { startTestServer } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Folder where the loopback SMTP server writes every message it receives (one .eml each). */
    mailDir: string;
  }
}

export { DEMO } from './test-server';

/** The server every e2e file uses (a loopback SMTP sink receives its mail). */
export default async function setup(project: TestProject) {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'pm-e2e-mail-'));
  const mail = await startMailSink(mailDir);
  const server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}`,
    // push.e2e.ts delivers to a push service double on loopback over http.
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  });
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', mail.dir);
  return async () => {
    await server.stop();
    await mail.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}
