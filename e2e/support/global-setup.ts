import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink';
import type { TWorkerServer } from './server';
import { startTestServer } from './test-server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (support/server.ts picks the worker's own). */
    servers: TWorkerServer[];
  }
}

export { DEMO } from './test-server';

/** A production server with a loopback SMTP sink of its own (one .eml per message in `mailDir`). */
async function startWorkerServer() {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'pm-e2e-mail-'));
  const mail = await startMailSink(mailDir);
  try {
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}`,
      // push.e2e.ts delivers to a push service double on loopback over http.
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    });
    return {
      served: { baseURL: server.baseURL, mailDir: mail.dir },
      stop: async () => {
        await server.stop();
        await mail.close();
        await rm(mailDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mail.close();
    throw error;
  }
}

/**
 * One server per worker, so two files run at once without seeing each other's mail or data (each file already
 * makes what it needs: it never relied on running alone on its server, only on its own accounts and names).
 */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, startWorkerServer));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map((server) => server.served),
  );
  return stopAll;
}
