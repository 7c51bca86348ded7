// The global search (issue 35) must answer in under 300 ms at 100,000 records:
//   node --import tsx bench/search-100k.ts             (PGlite in memory, the product's default)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/search-100k.ts
// BENCH_RECORDS (default 100,000) records across the searched kinds — questionnaires, campaigns, panel members,
// boards, cards, reports, rooms — on a fresh schema, written with INSERT ... SELECT over generate_series; then
// GET /api/global-search through the whole Fastify stack (app.inject), BENCH_RUNS (default 30) times per query
// after 3 warm-ups, as a collection role (sees everything) and as a client (only the boards it is a member of).
import { buildApp } from '../apps/server/src/app';
import { type Db, openPglite, openPostgres } from '../apps/server/src/core/db/connection';
import { testConfig } from '../apps/server/test/build-test-app';
import { buildUser } from '../apps/server/test/factories';

const total = Number(process.env.BENCH_RECORDS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const url = process.env.BENCH_PG_URL;
const schema = `bench_search_${Date.now()}`;

const db: Db = url ? await openPostgres(url, schema) : await openPglite(null);
const app = await buildApp(testConfig({ runWorker: false }), { db });
await app.ready();
const admin = await buildUser(app, { role: 'admin' });
const staff = await buildUser(app, { role: 'staff' });
const client = await buildUser(app, { role: 'watcher' });

// Words the titles are made of: 'cardiologia' is in 1 title of 24, the rare word in one title only.
const WORDS = `ARRAY['cardiologia','oncologia','pediatria','dermatologia','neurologia','endocrinologia','reumatologia',
  'nefrologia','hematologia','infectologia','ginecologia','urologia','ortopedia','psiquiatria','pneumologia',
  'gastroenterologia','oftalmologia','geriatria','anestesiologia','radiologia','satisfação','percepção','adesão','vacinação']`;
const word = (n: string) => `(${WORDS})[1 + (${n}) % 24]`;
const share = (part: number) => Math.round(total * part);
const counts = {
  surveys: share(0.2),
  campaigns: share(0.2),
  respondents: share(0.3),
  docs: share(0.05),
  cards: share(0.15),
  reports: share(0.05),
  rooms: share(0.05),
};

const seedStarted = performance.now();
await db.exec(`
  INSERT INTO surveys (handle, title, description, category, status, schema)
    SELECT 's' || i, 'Questionário de ' || ${word('i')} || ' ' || ${word('i / 24')} || ' ' || i,
      'Estudo de ' || ${word('i * 7')}, 'Saúde', 'published', '{"pages":[]}'::json
    FROM generate_series(1, ${counts.surveys}) i;
  UPDATE surveys SET title = 'Questionário de Farmacovigilância Pediátrica' WHERE handle = 's777';
  INSERT INTO campaigns (survey_id, name, share_token)
    SELECT s.id, 'Onda de ' || ${word('n')} || ' ' || n, 'bench-' || n
    FROM (SELECT id, row_number() OVER (ORDER BY handle) AS n FROM surveys) s WHERE n <= ${counts.campaigns};
  INSERT INTO respondents (name, email)
    SELECT (ARRAY['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor'])[1 + i % 8] || ' ' ||
      (ARRAY['Souza','Lima','Araújo','Pereira','Conceição','Gonçalves'])[1 + i % 6] || ' ' || i,
      'pessoa' || i || '@exemplo.com.br'
    FROM generate_series(1, ${counts.respondents}) i;
  INSERT INTO docs (name, uri, kind, survey_id)
    SELECT 'Quadro de ' || ${word('n')} || ' ' || n, 'quadro-' || n, 'doc', s.id
    FROM (SELECT id, row_number() OVER (ORDER BY handle) AS n FROM surveys) s WHERE n <= ${counts.docs};
  INSERT INTO doc_lists (doc_id, name, position) SELECT id, 'A fazer', 0 FROM docs;
  INSERT INTO doc_cards (doc_id, list_id, position, name, description)
    SELECT l.doc_id, l.id, k, 'Revisar filtros de ' || ${word('k + n')}, 'Checar a amostra de ' || ${word('k * 5 + n')}
    FROM (SELECT id, doc_id, row_number() OVER (ORDER BY doc_id) AS n FROM doc_lists) l,
      generate_series(1, ${Math.ceil(counts.cards / counts.docs)}) k;
  INSERT INTO reports (campaign_id, format, status, filename, delivered_at, recipient)
    SELECT c.id, 'csv', 'done', 'onda-' || n || '.csv', now(), 'Laboratório ' || ${word('n * 3')}
    FROM (SELECT id, row_number() OVER (ORDER BY share_token) AS n FROM campaigns) c WHERE n <= ${counts.reports};
  INSERT INTO rooms (kind, title, starts_at, duration_minutes)
    SELECT 'focus_group', 'Grupo focal de ' || ${word('i')} || ' ' || i, now() + i * interval '1 hour', 60
    FROM generate_series(1, ${counts.rooms}) i;
  -- The client is a member of 20 study boards (its granted studies) and sits in 10 rooms.
  INSERT INTO doc_members (doc_id, user_id) SELECT id, '${client.row.id}' FROM docs ORDER BY uri LIMIT 20;
  INSERT INTO room_members (room_id, seat, user_id, display_name)
    SELECT id, 'watcher', '${client.row.id}', 'Cliente' FROM rooms ORDER BY starts_at LIMIT 10;
  ANALYZE;
`);
const counted = await db.query<{ n: number }>(
  `SELECT (SELECT count(*) FROM surveys) + (SELECT count(*) FROM campaigns) + (SELECT count(*) FROM respondents)
    + (SELECT count(*) FROM docs) + (SELECT count(*) FROM doc_cards) + (SELECT count(*) FROM reports)
    + (SELECT count(*) FROM rooms) AS n`,
);
console.log(
  `${url ? 'PostgreSQL' : 'PGlite'}: ${Number(counted.rows[0]?.n).toLocaleString('pt-BR')} registros em ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

async function time(label: string, auth: Record<string, string>, q: string, limit = 20) {
  const path = `/api/global-search?q=${encodeURIComponent(q)}&limit=${limit}`;
  let hits = 0;
  const once = async () => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: auth });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    hits = (res.json() as { groups: { hits: unknown[] }[] }).groups.reduce((n, g) => n + g.hits.length, 0);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  console.log(
    `${label.padEnd(52)} mediana ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, máx. ${at(1).toFixed(1)} ms (${hits} resultados)`,
  );
}

await time("admin, 'farmacovigilância' (1 registro)", admin.auth, 'farmacovigilância');
await time("admin, 'farmacovigilancia pediatrica'", admin.auth, 'farmacovigilancia pediatrica');
await time("staff, 'cardiologia' (≈ 1/24 de tudo)", staff.auth, 'cardiologia');
await time("staff, 'card' (prefixo enquanto digita)", staff.auth, 'card');
await time("admin, 'a' (uma letra: quase tudo)", admin.auth, 'a');
await time("admin, 'souza' (painel)", admin.auth, 'souza');
await time("admin, 'ana souza 1' (três palavras)", admin.auth, 'ana souza 1');
await time("toolbar: staff, 'cardio', 3 por tipo", staff.auth, 'cardio', 3);
await time("cliente, 'cardiologia' (20 quadros seus)", client.auth, 'cardiologia');
await time("cliente, 'a'", client.auth, 'a');

await app.close();
if (url) {
  const cleanup = await openPostgres(url);
  await cleanup.exec(`DROP SCHEMA "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE;`);
  await cleanup.close();
}
