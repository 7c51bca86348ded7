// What `npm test` needs besides node_modules, checked in its first seconds: Debian programs, a PostgreSQL
// server and Redis. Installed or started where this user may (root with apt-get, as CI is); otherwise the
// run stops at once, naming the one command that sets the machine up.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

/** The Debian programs the suite runs, and the package of each. */
export const DEBIAN_PROGRAMS = [
  { path: '/usr/bin/chromium', pkg: 'chromium', usedBy: 'testes ponta a ponta (Chromium)' },
  { path: '/usr/bin/pspp', pkg: 'pspp', usedBy: 'leitura dos arquivos SPSS exportados' },
  { path: '/usr/bin/pspp-convert', pkg: 'pspp', usedBy: 'leitura dos arquivos SPSS exportados' },
  { path: '/usr/bin/janus', pkg: 'janus', usedBy: 'salas no modo Janus (SFU)' },
  { path: '/usr/bin/janus-pp-rec', pkg: 'janus-tools', usedBy: 'gravações do Janus' },
  { path: '/usr/bin/ffmpeg', pkg: 'ffmpeg', usedBy: 'montagem das gravações' },
];

/** The packages whose programs are missing, each once, in the table's order. */
export function missingPackages(exists = existsSync, programs = DEBIAN_PROGRAMS) {
  return [...new Set(programs.filter((program) => !exists(program.path)).map((program) => program.pkg))];
}

export const aptCommand = (packages) => `apt-get install -y ${packages.join(' ')}`;

const canInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function run(command, args) {
  return spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
}

/** Host and port of a postgres:// or redis:// address. */
export function hostAndPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

const isLocal = (host) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);

/** Whether something answers on host:port within the time given (ms). */
export function isListening({ host, port }, timeout = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeout, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitListening(address, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await isListening(address, 500)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function startPostgres() {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  const version = versions.sort().at(-1);
  if (!version || !existsSync('/usr/bin/pg_ctlcluster')) return null;
  const args = ['--skip-systemctl-redirect', version, 'main', 'start'];
  return { command: `pg_ctlcluster ${args.join(' ')}`, start: () => run('pg_ctlcluster', args) };
}

function startRedis() {
  if (!existsSync('/usr/bin/redis-server')) return null;
  // As the machine starts it: nothing kept on disk.
  const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', ''];
  args.push('--appendonly', 'no', '--dir', '/tmp');
  const command = `redis-server ${args.map((arg) => arg || '""').join(' ')}`;
  return { command, start: () => run('redis-server', args) };
}

/**
 * A service the suite needs at `address`: if nothing answers there and it is this machine's, start it
 * (when allowed); the problem in pt-BR, or null.
 */
async function ensureService(name, address, starter, installHint) {
  if (await isListening(address)) return null;
  const where = `${address.host}:${address.port}`;
  if (!isLocal(address.host)) return `${name} não responde em ${where}.`;
  const service = starter();
  if (!service) return `${name} não está instalado: instale com '${installHint}'.`;
  if (!canInstall()) return `${name} não responde em ${where}: inicie-o com '${service.command}'.`;
  console.log(`› Iniciando ${name} (${service.command})...`);
  service.start();
  return (await waitListening(address, 30)) ? null : `${name} não subiu em ${where} (${service.command}).`;
}

/** The database of the address exists (a new PostgreSQL has only `postgres`): created when missing. */
async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    if (error?.code !== '3D000')
      return `O PostgreSQL de TEST_DATABASE_URL recusou a conexão: ${error.message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const creator = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 5000 });
  try {
    await creator.connect();
    console.log(`› Criando o banco de testes "${name}" no PostgreSQL...`);
    await creator.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return null;
  } catch (error) {
    return `O banco "${name}" não existe e não pôde ser criado: ${error.message}`;
  } finally {
    await creator.end().catch(() => undefined);
  }
}

/**
 * Checks (and where it may, installs or starts) everything the suite needs. Answers the problems left, each
 * a pt-BR sentence naming the command that solves it; an empty list means the run may go on.
 */
export async function ensurePrerequisites({ postgresUrl, redisUrl }) {
  const problems = [];
  let missing = missingPackages();
  if (missing.length > 0 && canInstall()) {
    console.log(`› Instalando do Debian: ${missing.join(', ')} (uma vez por máquina)...`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing]);
    missing = missingPackages();
  }
  if (missing.length > 0) {
    const programs = DEBIAN_PROGRAMS.filter((program) => missing.includes(program.pkg));
    const uses = [...new Set(programs.map((program) => program.usedBy))].join('; ');
    problems.push(`Faltam programas do Debian (${uses}). Instale com: sudo ${aptCommand(missing)}`);
  }
  const postgres = await ensureService(
    'O PostgreSQL de TEST_DATABASE_URL',
    hostAndPort(postgresUrl, 5432),
    startPostgres,
    'sudo apt-get install -y postgresql',
  );
  if (postgres) problems.push(postgres);
  else {
    const database = await ensureDatabase(postgresUrl);
    if (database) problems.push(database);
  }
  const redis = await ensureService(
    'O Redis de REDIS_URL',
    hostAndPort(redisUrl, 6379),
    startRedis,
    'sudo apt-get install -y redis-server',
  );
  if (redis) problems.push(redis);
  return problems;
}
