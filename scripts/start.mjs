// `npm start`: installs what is missing, builds, then runs the server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const installed = `${root}node_modules/.package-lock.json`;
const isStale =
  !existsSync(installed) || statSync(`${root}package-lock.json`).mtimeMs > statSync(installed).mtimeMs;
if (isStale) {
  console.log('› Instalando dependências (npm install)...');
  // Not `npm ci`: the registry here lacks some optional platform packages that ci insists on.
  run('npm', ['install', '--no-audit', '--no-fund']);
}
if (process.env.SKIP_BUILD !== '1') {
  console.log('› Compilando o web app e o servidor...');
  run('npm', ['run', 'build']);
}

console.log(`› Iniciando o servidor na porta ${process.env.PORT ?? 3000}...`);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
