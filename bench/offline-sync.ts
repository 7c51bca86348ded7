// Syncing 500 interviews completed off-line (the web app's outbox, on fake-indexeddb, sending one at a time
// in order) against submitting the same 500 online through the same API (start + complete each), in one run
// of the production bundle on a fresh PostgreSQL database. Time to empty the outbox and the server's CPU
// (utime + stime of its process, /proc) per interview.
//   npm run build && node --import tsx bench/offline-sync.ts
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow CREATE DATABASE;
// BENCH_INTERVIEWS (default 500).
import 'fake-indexeddb/auto';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  completeInterview,
  listInterviews,
  startInterview,
} from '../apps/web/src/lib/offline-interviews/interview-store';
import { openOfflineDb } from '../apps/web/src/lib/offline-interviews/offline-db';
import type { TStoredCampaign } from '../apps/web/src/lib/offline-interviews/offline-types';
import { syncOutbox, type TSend } from '../apps/web/src/lib/offline-interviews/outbox';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(process.env.BENCH_INTERVIEWS ?? 500);
const dbName = 'pesquisemais_bench_offline';
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const ADMIN_PASSWORD = 'bench-admin-2026';
const TICK_MS = 10; // /proc times are in clock ticks of 1/100 s (USER_HZ) on Linux

/** Ten questions of the usual kinds (choice, number, matrix, text), all answered. */
const SCHEMA = {
  pages: [
    {
      name: 'p1',
      elements: [
        {
          type: 'radiogroup',
          name: 'especialidade',
          isRequired: true,
          choices: ['cardiologia', 'pediatria'],
        },
        { type: 'text', name: 'anos', inputType: 'number', min: 0, max: 60, isRequired: true },
        { type: 'checkbox', name: 'fontes', choices: ['congressos', 'revistas', 'colegas'] },
        { type: 'rating', name: 'nota', rateMin: 1, rateMax: 5 },
        { type: 'matrix', name: 'matriz', rows: ['eficacia', 'custo'], columns: [1, 2, 3] },
      ],
    },
    {
      name: 'p2',
      elements: [
        { type: 'dropdown', name: 'regiao', choices: ['sudeste', 'sul', 'norte'] },
        { type: 'boolean', name: 'prescreve' },
        { type: 'text', name: 'crm', isRequired: true },
        { type: 'comment', name: 'obs' },
        { type: 'text', name: 'pacientes', inputType: 'number' },
      ],
    },
  ],
};
const ANSWERS = {
  especialidade: 'cardiologia',
  anos: 12,
  fontes: ['congressos', 'revistas'],
  nota: 4,
  matriz: { eficacia: 3, custo: 2 },
  regiao: 'sudeste',
  prescreve: true,
  crm: 'CRM-SP 123456',
  obs: 'Atende em hospital público e consultório.',
  pacientes: 180,
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function freshDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
}

/** The server process's CPU time so far, in ms. */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      DEMO_STAFF_PASSWORD: 'bench-staff-2026',
      SIGNIN_MAX_PER_IP: '1000',
      REGISTER_MAX_PER_IP: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode})`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('o servidor não respondeu em 90 s');
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

await freshDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'pm-bench-offline-'));
const server = await startServer(port, dataDir);
try {
  const signIn = async (email: string, password: string) =>
    (await call<{ access_token: string }>('POST', '/api/auth/signin', null, { email, password }))
      .access_token;
  const admin = await signIn('admin@pesquisemais.com.br', ADMIN_PASSWORD);
  const email = `bench-${Date.now()}@exemplo.com.br`;
  const made = await call<{ user: { uuid: string } }>('POST', '/api/auth/register', null, {
    displayName: 'Entrevistador Bench',
    email,
    password: 'senha-bench-123',
  });
  await call('PATCH', `/api/users/${made.user.uuid}/role`, admin, { role: 'interview' });
  const token = await signIn(email, 'senha-bench-123');

  const survey = await call<{ id: string }>('POST', '/api/surveys', admin, {
    title: 'Bench off-line',
    schema: SCHEMA,
  });
  await call('POST', `/api/surveys/${survey.id}/publish`, admin, {});
  const campaign = await call<{ id: string }>('POST', '/api/campaigns', admin, {
    surveyId: survey.id,
    name: 'Bench off-line',
    mode: 'interview',
  });
  await call('PATCH', `/api/campaigns/${campaign.id}`, admin, {
    opensAt: new Date(Date.now() - 86_400_000).toISOString(),
  });
  await call('POST', `/api/campaigns/${campaign.id}/targets`, admin, {
    name: 'Total',
    condition: '',
    goal: 100_000,
  });
  await call('POST', `/api/campaigns/${campaign.id}/status`, admin, { status: 'fielding' });
  const play = await call<{ version: { id: string; version: number } }>(
    'GET',
    `/api/survey-player/campaigns/${campaign.id}`,
    token,
  );

  // Online: each interview is a start and a submit, as the online player sends them.
  const online = async (n: number) => {
    const started = await call<{ id: string }>(
      'POST',
      `/api/survey-player/campaigns/${campaign.id}/responses`,
      token,
      {
        asInterview: true,
        respondentName: `Online ${n}`,
      },
    );
    const done = await call<{ status: string }>(
      'POST',
      `/api/survey-player/responses/${started.id}/complete`,
      token,
      {
        answers: ANSWERS,
        idempotencyKey: randomUUID(),
      },
    );
    if (done.status !== 'complete') throw new Error(`online ${n}: ${done.status}`);
  };
  for (let n = 0; n < 20; n += 1) await online(-n); // warm-up (JIT, pool, compiled questionnaire)

  let cpu = cpuMs(server);
  let clock = performance.now();
  for (let n = 0; n < total; n += 1) await online(n);
  const onlineWall = performance.now() - clock;
  const onlineCpu = cpuMs(server) - cpu;

  // Off-line: the device's outbox holds `total` completed interviews; the sync empties it.
  const db = await openOfflineDb('bench');
  const stored: TStoredCampaign = {
    campaignId: campaign.id,
    surveyId: survey.id,
    campaignName: 'Bench off-line',
    surveyTitle: 'Bench off-line',
    version: { id: play.version.id, version: play.version.version, schema: SCHEMA as never },
    quotas: [],
    storedAt: new Date().toISOString(),
    refreshedAt: new Date().toISOString(),
  };
  const startedAt = new Date(Date.now() - 3_600_000);
  for (let n = 0; n < total; n += 1) {
    const interview = await startInterview(
      db,
      stored,
      { respondentName: `Off-line ${n}`, interviewerName: 'Bench' },
      startedAt,
    );
    await completeInterview(db, interview.id, {
      answers: ANSWERS,
      location: null,
      endedAt: new Date(startedAt.getTime() + 600_000),
    });
  }
  const send: TSend = async (interview) => {
    const result = await call<{ status: 'complete' }>(
      'POST',
      `/api/survey-player/campaigns/${campaign.id}/offline-interviews`,
      token,
      {
        idempotencyKey: interview.id,
        versionId: interview.versionId,
        respondentName: interview.respondentName,
        answers: interview.answers,
        startedAt: interview.startedAt,
        endedAt: interview.endedAt,
      },
    );
    return { kind: 'accepted', status: result.status, message: '' };
  };
  cpu = cpuMs(server);
  clock = performance.now();
  const summary = await syncOutbox(db, send);
  const offlineWall = performance.now() - clock;
  const offlineCpu = cpuMs(server) - cpu;
  const left = (await listInterviews(db)).filter((item) => item.outbox !== 'enviada').length;

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const counts = await client.query<{ collected_offline: boolean; status: string; n: string }>(
    `SELECT collected_offline, status, count(*)::text AS n FROM responses WHERE campaign_id = $1
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [campaign.id],
  );
  await client.end();

  const row = (name: string, wall: number, cpuUsed: number) =>
    `| ${name} | ${(wall / 1000).toFixed(1)} s | ${(wall / total).toFixed(1)} ms | ${(cpuUsed / total).toFixed(1)} ms |`;
  console.log(`\n${total} entrevistas, uma de cada vez, PostgreSQL, bundle de produção\n`);
  console.log('| caminho | tempo total | tempo por entrevista | CPU do servidor por entrevista |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('on-line (início + envio)', onlineWall, onlineCpu));
  console.log(row('off-line (sincronização da caixa de saída)', offlineWall, offlineCpu));
  console.log(`\ncaixa de saída: ${JSON.stringify(summary)}, não enviadas: ${left}`);
  console.log(
    'respostas:',
    counts.rows.map((r) => `${r.collected_offline ? 'off-line' : 'on-line'} ${r.status}=${r.n}`).join(', '),
  );
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
