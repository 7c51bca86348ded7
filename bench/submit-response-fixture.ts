import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import pharma from '../apps/server/test/fixtures/surveys/pharma-ptbr.json';

const CHOICES = ['cardiologia', 'clinica_geral', 'endocrinologia', 'nefrologia'];

/** A 20-question questionnaire mixing the validated types. */
export function benchSchema() {
  const elements: Record<string, unknown>[] = [];
  for (let i = 1; i <= 5; i += 1) {
    elements.push({
      type: 'radiogroup',
      name: `escolha${i}`,
      isRequired: true,
      choices: CHOICES,
      showOtherItem: true,
    });
  }
  for (let i = 1; i <= 5; i += 1) {
    elements.push({
      type: 'text',
      name: `numero${i}`,
      inputType: 'number',
      min: 0,
      max: 60,
      isRequired: true,
    });
  }
  for (let i = 1; i <= 3; i += 1)
    elements.push({ type: 'rating', name: `nota${i}`, rateMin: 0, rateMax: 10 });
  for (let i = 1; i <= 2; i += 1) elements.push({ type: 'checkbox', name: `multipla${i}`, choices: CHOICES });
  elements.push({ type: 'text', name: 'crm', validators: [{ type: 'regex', regex: '^[0-9]{4,7}$' }] });
  elements.push({ type: 'text', name: 'data', inputType: 'date' });
  elements.push({ type: 'matrix', name: 'matriz', rows: ['a', 'b', 'c'], columns: [1, 2, 3, 4, 5] });
  elements.push({ type: 'dropdown', name: 'regiao', choices: ['norte', 'nordeste', 'sudeste', 'sul'] });
  elements.push({ type: 'boolean', name: 'sim_nao' });
  return {
    pages: [
      { name: 'p1', elements: elements.slice(0, 10) },
      { name: 'p2', elements: elements.slice(10) },
    ],
    triggers: [{ type: 'complete', expression: "{escolha5} = 'nefrologia'" }],
  };
}

export function benchAnswers(): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (let i = 1; i <= 5; i += 1) answers[`escolha${i}`] = 'cardiologia';
  for (let i = 1; i <= 5; i += 1) answers[`numero${i}`] = 10 + i;
  for (let i = 1; i <= 3; i += 1) answers[`nota${i}`] = 7;
  answers.multipla1 = ['cardiologia', 'nefrologia'];
  answers.multipla2 = ['clinica_geral'];
  Object.assign(answers, {
    crm: '123456',
    data: '2026-03-15',
    matriz: { a: 1, b: 4, c: 5 },
    regiao: 'sul',
    sim_nao: true,
  });
  return answers;
}

/** A complete answer set of the corpus' pharma questionnaire (its choicesFromQuestion, matrices, calculated value). */
export const PHARMA_ANSWERS: Record<string, unknown> = {
  especialidade: 'endocrino',
  atua_consultorio: true,
  pacientes_total: 300,
  pacientes_dm2: 120,
  classes: ['metformina', 'isglt2', 'arglp1'],
  classe_preferida: 'isglt2',
  atributos: { eficacia: 5, seguranca: 4, custo: 2 },
  share: { metformina: { pct: 50 }, isglt2: { pct: 30 } },
  barreiras: ['Custo', 'Adesão', 'Acesso', 'Efeitos adversos'],
  data_visita: '2026-11-20',
  nps: 9,
  canais: ['E-mail', 'Congresso local'],
  pacientes_dm2_pct: 40,
};

/** One questionnaire the submit bench runs: its answers, two targets (the answers fall in the first), and an
 * answer that falls outside both (`BENCH_QUOTA=none`). */
export interface BenchCase {
  title: string;
  schema: unknown;
  answers: Record<string, unknown>;
  targets: [string, string][];
  outsideTargets: Record<string, unknown>;
}

export function benchCase(name: string): BenchCase {
  if (name === 'pharma')
    return {
      title: 'Farmacêutico do corpus (13 perguntas)',
      schema: pharma,
      answers: PHARMA_ANSWERS,
      targets: [
        ['Endocrinologia', "{especialidade} = 'endocrino'"],
        ['Cardiologia', "{especialidade} = 'cardio'"],
      ],
      outsideTargets: { especialidade: 'clinica' },
    };
  return {
    title: 'Bench 20 perguntas',
    schema: benchSchema(),
    answers: benchAnswers(),
    targets: [
      ['Cardiologia', "{escolha1} = 'cardiologia'"],
      ['Clínica geral', "{escolha1} = 'clinica_geral'"],
    ],
    outsideTargets: { escolha1: 'nefrologia' },
  };
}

/** A fielded campaign with two targets and `count` partial responses, each with its own resume token. */
export async function seedBench(url: string, count: number, bench: BenchCase = benchCase('20')) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schema = JSON.stringify(bench.schema);
    const survey = await client.query<{ id: string }>(
      `INSERT INTO surveys (handle, title, schema, status, published_version, has_draft_changes)
       VALUES ('bench', $2, $1::jsonb, 'published', 1, false) RETURNING id`,
      [schema, bench.title],
    );
    const surveyId = survey.rows[0]?.id;
    const version = await client.query<{ id: string }>(
      'INSERT INTO survey_versions (survey_id, version, schema) VALUES ($1, 1, $2::jsonb) RETURNING id',
      [surveyId, schema],
    );
    const campaign = await client.query<{ id: string }>(
      `INSERT INTO campaigns (survey_id, name, mode, status, share_token)
       VALUES ($1, 'Bench', 'both', 'fielding', $2) RETURNING id`,
      [surveyId, randomUUID()],
    );
    const campaignId = campaign.rows[0]?.id as string;
    await client.query(
      `INSERT INTO targets (campaign_id, name, condition, goal)
       SELECT $1, name, condition, 10000000 FROM unnest($2::text[], $3::text[]) AS t (name, condition)`,
      [campaignId, bench.targets.map(([name]) => name), bench.targets.map(([, condition]) => condition)],
    );
    const tokens = Array.from({ length: count }, (_, i) => `bench-resume-${i}-${randomUUID()}`);
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
    const ids = await client.query<{ id: string; resume_token_hash: string }>(
      `INSERT INTO responses (campaign_id, survey_version_id, resume_token_hash)
       SELECT $1, $2, h FROM unnest($3::text[]) AS t (h) RETURNING id, resume_token_hash`,
      [campaignId, version.rows[0]?.id, hashes],
    );
    const byHash = new Map(ids.rows.map((row) => [row.resume_token_hash, row.id]));
    return {
      campaignId,
      responses: tokens.map((token, i) => ({ token, id: byHash.get(hashes[i] as string) as string })),
    };
  } finally {
    await client.end();
  }
}

export async function countStatuses(url: string, campaignId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for both counts (a straggling submit may still commit between two plain reads).
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const statuses = await client.query<{ status: string; n: string }>(
      'SELECT status, count(*)::text AS n FROM responses WHERE campaign_id = $1 GROUP BY status ORDER BY status',
      [campaignId],
    );
    const targets = await client.query<{ name: string; completes: number }>(
      'SELECT name, completes FROM targets WHERE campaign_id = $1 ORDER BY name',
      [campaignId],
    );
    await client.query('COMMIT');
    return { statuses: statuses.rows, targets: targets.rows };
  } finally {
    await client.end();
  }
}
