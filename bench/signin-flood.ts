// Sign-ins of real users during a flood of wrong passwords. The server (PGlite in memory, or DATABASE_URL)
// listens on 127.0.0.1 with the production password gate (argon2id, ARGON2_CONCURRENCY = cores − 1, queue
// 32); attackers keep BENCH_FLOOD_IN_FLIGHT (64) wrong-password sign-ins in flight for BENCH_SECONDS (20),
// while a real user signs in with the right password every 500 ms from an address of their own.
//   node --import tsx bench/signin-flood.ts
// BENCH_FLOOD=one-ip (default): every attack from 127.0.0.2 against one account (per-IP limit raised, as a
// proxy without TRUST_PROXY or a big NAT would look); many-ips: each attack from its own 127.1.x.y address
// for an unknown e-mail of its own (the default per-IP and per-e-mail limits never trip).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../apps/server/test/build-test-app';
import { buildUser } from '../apps/server/test/factories';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const inFlight = Number(process.env.BENCH_FLOOD_IN_FLIGHT ?? 64);
const mode = process.env.BENCH_FLOOD === 'many-ips' ? 'many-ips' : 'one-ip';

const app = await buildTestApp(
  mode === 'one-ip'
    ? { signinLimits: { perIp: 1_000_000, failuresPerEmail: 1_000_000, windowSeconds: 900 } }
    : {},
);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const target = await buildUser(app);
const users = await Promise.all(Array.from({ length: 8 }, () => buildUser(app)));

function signIn(body: object, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/auth/signin', method: 'POST', localAddress, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.setHeader('content-type', 'application/json');
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(JSON.stringify(body));
  });
}

const count = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
};

const deadline = performance.now() + seconds * 1000;
const attacks: number[] = [];
let sent = 0;
async function attacker() {
  while (performance.now() < deadline) {
    sent += 1;
    const n = sent;
    const { status } =
      mode === 'one-ip'
        ? await signIn({ email: target.email, password: `errada-${n}` }, '127.0.0.2')
        : await signIn(
            { email: `ninguem${n}@exemplo.com.br`, password: 'errada-1234' },
            `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
          );
    attacks.push(status);
    // A refused attack comes back at once; a short pause keeps the flood from spinning the event loop.
    if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const legit: Array<{ status: number; ms: number }> = [];
async function realUsers() {
  // Let the flood fill the queue first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let i = 0; performance.now() < deadline; i += 1) {
    const user = users[i % users.length];
    if (!user) break;
    legit.push(await signIn({ email: user.email, password: user.password }, `127.0.0.${10 + (i % 200)}`));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const started = performance.now();
await Promise.all([...Array.from({ length: inFlight }, attacker), realUsers()]);
const took = (performance.now() - started) / 1000;
const verified = attacks.filter((status) => status === 401).length;
const ok = legit
  .filter((r) => r.status === 200)
  .map((r) => r.ms)
  .sort((a, b) => a - b);
const pct = (p: number) =>
  ok.length ? (ok[Math.min(ok.length - 1, Math.floor(ok.length * p))] ?? 0).toFixed(0) : '-';
console.log(
  `modo ${mode}, ${inFlight} ataques em voo, ${took.toFixed(1)} s, ARGON2_CONCURRENCY ${app.config.passwordHashing.concurrency}`,
);
console.log(
  `ataques: ${attacks.length} (${count(attacks)}); senhas erradas verificadas: ${(verified / took).toFixed(1)}/s`,
);
console.log(
  `usuários reais: ${legit.length} (${count(legit.map((r) => r.status))}); tempo dos 200: mediana ${pct(0.5)} ms, p95 ${pct(0.95)} ms, máx ${ok.length ? ok.at(-1)?.toFixed(0) : '-'} ms`,
);
await app.close();
process.exit(0);
