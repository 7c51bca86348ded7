// One campaign on a fresh PostgreSQL schema with BENCH_RESPONSES (default 1,000,000) responses over the last
// three weeks, bulk inserted with unnest, and its dashboard counters computed with the server's own contribution
// code; then `time(label, path)` calls a GET through the whole Fastify stack (app.inject), 30 times after a warm-up.
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import { openPostgres } from '../apps/server/src/core/db/connection';
import { compileSurvey } from '../apps/server/src/lib/survey/compiled-survey';
import { createAggregatesRepository } from '../apps/server/src/modules/dashboards/aggregates.repository';
import { contributionOf, type Entries } from '../apps/server/src/modules/dashboards/contributions';
import { testConfig } from '../apps/server/test/build-test-app';
import { SAMPLE_SCHEMA } from '../apps/server/test/survey-factories';

export async function seedMillionResponses() {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const total = Number(process.env.BENCH_RESPONSES ?? 1_000_000);
  const schema = `bench_dash_${Date.now()}`;
  const db = await openPostgres(url, schema);
  const app = await buildApp(testConfig(), { db });
  const q = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params).then((r) => r.rows);

  const [user] = await q<{ id: string }>(
    `INSERT INTO users (email, display_name, role, password_hash) VALUES ($1, 'Bench', 'staff', 'x') RETURNING id`,
    [`bench-${randomUUID()}@exemplo.com.br`],
  );
  const token = await app.tokens.sign((user as { id: string }).id);
  const [survey] = await q<{ id: string }>(
    `INSERT INTO surveys (handle, title, status, schema) VALUES ('bench', 'Bench', 'published', $1) RETURNING id`,
    [JSON.stringify(SAMPLE_SCHEMA)],
  );
  const surveyId = (survey as { id: string }).id;
  const [version] = await q<{ id: string }>(
    'INSERT INTO survey_versions (survey_id, version, schema) VALUES ($1, 1, $2) RETURNING id',
    [surveyId, JSON.stringify(SAMPLE_SCHEMA)],
  );
  const versionId = (version as { id: string }).id;
  const [campaign] = await q<{ id: string }>(
    `INSERT INTO campaigns (survey_id, name, status, share_token) VALUES ($1, 'Onda 1M', 'fielding', $2) RETURNING id`,
    [surveyId, randomUUID()],
  );
  const campaignId = (campaign as { id: string }).id;
  const [target] = await q<{ id: string }>(
    `INSERT INTO targets (campaign_id, name, condition, goal) VALUES ($1, 'Cardiologia', '{especialidade} = ''cardiologia''', $2) RETURNING id`,
    [campaignId, total],
  );
  const targetId = (target as { id: string }).id;

  const compiled = compileSurvey(SAMPLE_SCHEMA);
  const counters: Entries = {};
  const words = ['preço alto', 'adesão baixa dos pacientes', 'efeitos colaterais', 'eficácia comprovada'];
  const now = Date.now();
  const BATCH = 20_000;
  let cardio = 0;
  const seedStart = performance.now();
  for (let offset = 0; offset < total; offset += BATCH) {
    const rows = Math.min(BATCH, total - offset);
    const cols = {
      answers: [] as string[],
      status: [] as string[],
      page: [] as number[],
      targets: [] as string[],
      started: [] as string[],
      completed: [] as (string | null)[],
      duration: [] as (number | null)[],
      token: [] as string[],
    };
    for (let i = 0; i < rows; i += 1) {
      const n = offset + i;
      const status =
        n % 10 < 7 ? 'complete' : n % 10 === 7 ? 'screened_out' : n % 10 === 8 ? 'over_quota' : 'partial';
      const especialidade = n % 3 === 0 ? 'cardiologia' : 'clinica_geral';
      const nota = 1 + (n % 5);
      const answers: Record<string, unknown> = {
        profissao: 'medico',
        especialidade,
        anos: n % 41,
        nota,
        fontes: n % 2 ? ['congressos'] : ['congressos', 'revistas'],
      };
      if (nota <= 2) answers.motivo = words[n % words.length];
      const completedAt = status === 'partial' ? null : new Date(now - (n % (21 * 24 * 60)) * 60_000);
      const duration = status === 'partial' ? null : 120 + (n % 900);
      const targetIds = status === 'complete' && especialidade === 'cardiologia' ? [targetId] : [];
      if (targetIds.length) cardio += 1;
      const startedAt = new Date((completedAt?.getTime() ?? now) - (duration ?? 60) * 1000);
      cols.answers.push(JSON.stringify(answers));
      cols.status.push(status);
      cols.page.push(n % 2);
      cols.targets.push(`{${targetIds.join(',')}}`);
      cols.started.push(startedAt.toISOString());
      cols.completed.push(completedAt?.toISOString() ?? null);
      cols.duration.push(duration);
      cols.token.push(`${schema}-${n}`);
      const facts = {
        campaign_id: campaignId,
        status,
        answers,
        current_page: n % 2,
        target_ids: targetIds,
        started_at: startedAt,
        completed_at: completedAt,
        duration_seconds: duration,
        is_interview: false,
        interviewer_id: null,
        deleted_at: null,
      };
      for (const [key, [cn, cs]] of Object.entries(contributionOf(facts, compiled))) {
        const current = counters[key] ?? [0, 0];
        counters[key] = [current[0] + cn, current[1] + cs];
      }
    }
    await db.query(
      `INSERT INTO responses (campaign_id, survey_version_id, answers, status, current_page, target_ids, started_at,
         completed_at, duration_seconds, resume_token_hash)
       SELECT $1, $2, a::jsonb, s, p, t::uuid[], st, c, d, tok
         FROM unnest($3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::int[], $10::text[])
           AS u (a, s, p, t, st, c, d, tok)`,
      [
        campaignId,
        versionId,
        cols.answers,
        cols.status,
        cols.page,
        cols.targets,
        cols.started,
        cols.completed,
        cols.duration,
        cols.token,
      ],
    );
  }
  await db.transaction((tx) => createAggregatesRepository(db).apply(campaignId, counters, tx));
  await db.query('UPDATE targets SET completes = $2 WHERE id = $1', [targetId, cardio]);
  await db.query('ANALYZE');
  console.log(
    `seeded ${total.toLocaleString('pt-BR')} responses and ${Object.keys(counters).length} counters in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  async function time(label: string, path: string) {
    const headers = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: path, headers });
    const samples: number[] = [];
    let body = '';
    for (let i = 0; i < 30; i += 1) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers });
      samples.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      body = res.body;
    }
    samples.sort((a, b) => a - b);
    const pick = (p: number) =>
      (samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] as number).toFixed(1);
    console.log(
      `${label}: median ${pick(0.5)} ms, p95 ${pick(0.95)} ms, max ${pick(1)} ms (${body.length} bytes)`,
    );
    return body;
  }
  async function close() {
    await app.close();
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  }
  return { now, campaignId, targetId, time, close };
}
