// `npm install` when node_modules is missing or older than the lockfile: both commands start with it.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const ROOT = new URL('../..', import.meta.url).pathname;

export function ensureInstalled() {
  const installed = `${ROOT}node_modules/.package-lock.json`;
  const isStale =
    !existsSync(installed) || statSync(`${ROOT}package-lock.json`).mtimeMs > statSync(installed).mtimeMs;
  if (!isStale) return;
  console.log('› Instalando dependências (npm install)...');
  // Not `npm ci`: the registry here lacks some optional platform packages that ci insists on.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
