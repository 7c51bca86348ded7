import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/free-port';
import { SERVER_ENTRY, WEB_DIST } from './server-entry';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO = { adminPassword: 'admin-e2e-2026', staffPassword: 'staff-e2e-2026' };

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  // E2E_START_SECONDS: a machine shared by many jobs can take longer than a minute to migrate and seed.
  const deadline = Date.now() + Number(process.env.E2E_START_SECONDS ?? 60) * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor saiu com código ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não respondeu em ${process.env.E2E_START_SECONDS ?? 60} s`);
}

/**
 * The production build on a loopback port with a fresh embedded database and the demo accounts (e2e
 * passwords); `env` adds to or overrides its settings. `stop` ends it and removes its data.
 */
export async function startTestServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pm-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      WEB_DIST,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_ADMIN_PASSWORD: DEMO.adminPassword,
      DEMO_STAFF_PASSWORD: DEMO.staffPassword,
      SIGNIN_MAX_PER_IP: '1000',
      // Every e2e file registers accounts from 127.0.0.1 on this one server (the limits have API tests).
      REGISTER_MAX_PER_IP: '1000',
      REGISTER_MAX_EMAIL_IN_USE_PER_IP: '1000',
      ...env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
