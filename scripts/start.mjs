// `npm start`: installs what is missing, builds, then runs the server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { ensureInstalled, ROOT } from './lib/install.mjs';

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') {
  console.log('› Compilando o web app e o servidor...');
  run('npm', ['run', 'build']);
}

console.log(`› Iniciando o servidor na porta ${process.env.PORT ?? 3000}...`);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
