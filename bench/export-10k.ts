// Export of 10,000 responses: time and peak memory of GET /api/campaigns/:id/export in CSV and XLSX, codes and
// labels. Runs the real app in this process (PGlite in memory, or PostgreSQL with DATABASE_URL) on a
// questionnaire with a matrix, a checkbox with 'other', a dynamic panel and a comment area.
import { performance } from 'node:perf_hooks';
import type { TSurveySchema } from '@pesquisemais/shared';
import { buildTestApp } from '../apps/server/test/build-test-app';
import { buildUser } from '../apps/server/test/factories';
import { fieldCampaign, SAMPLE_SCHEMA } from '../apps/server/test/survey-factories';

const COUNT = Number(process.env.BENCH_RESPONSES ?? 10_000);

const schema: TSurveySchema = {
  ...SAMPLE_SCHEMA,
  pages: [
    ...(SAMPLE_SCHEMA.pages as object[]),
    {
      name: 'extra',
      elements: [
        {
          type: 'checkbox',
          name: 'marcas',
          title: 'Marcas lembradas',
          showOtherItem: true,
          choices: ['alfa', 'beta', 'gama', 'delta'],
        },
        {
          type: 'paneldynamic',
          name: 'pacientes',
          title: 'Pacientes',
          templateElements: [
            { type: 'text', name: 'idade', inputType: 'number' },
            { type: 'dropdown', name: 'sexo', choices: ['f', 'm'] },
          ],
        },
        { type: 'text', name: 'obs', title: 'Observações', showCommentArea: true },
      ],
    },
  ],
} as TSurveySchema;

const app = await buildTestApp();
const staff = await buildUser(app, { role: 'staff' });
const { campaign } = await fieldCampaign(app, staff, { schema });
const version = await app.db.query<{ id: string }>(
  'SELECT v.id FROM survey_versions v JOIN campaigns c ON c.survey_id = v.survey_id WHERE c.id = $1 ORDER BY v.version DESC LIMIT 1',
  [campaign.id],
);
const versionId = version.rows[0]?.id;
if (!versionId) throw new Error('no version');

let t = performance.now();
await app.db.query(
  `INSERT INTO responses (campaign_id, survey_version_id, status, answers, started_at, completed_at,
     resume_token_hash, is_interview)
   SELECT $1, $2, 'complete', jsonb_build_object(
       'profissao', 'medico', 'especialidade', CASE WHEN i % 5 = 0 THEN 'other' ELSE 'cardiologia' END,
       'especialidade-Comment', CASE WHEN i % 5 = 0 THEN 'Nefrologia ' || i END,
       'anos', i % 60, 'nota', 1 + i % 5, 'inicio', '2026-01-02',
       'matriz', jsonb_build_object('eficacia', 1 + i % 2, 'custo', 2 - i % 2),
       'fontes', jsonb_build_array('congressos', 'revistas'), 'motivo', 'Texto livre da resposta ' || i,
       'marcas', jsonb_build_array('alfa', 'gama', 'other'), 'marcas-Comment', 'Outra marca ' || i,
       'pacientes', jsonb_build_array(jsonb_build_object('idade', 30 + i % 40, 'sexo', 'f'),
         jsonb_build_object('idade', 50, 'sexo', 'm')),
       'obs', 'obs ' || i, 'obs-Comment', 'comentário ' || i),
     now() - interval '1 hour', now(), md5(random()::text || i), i % 3 = 0
   FROM generate_series(1, $3::int) AS i`,
  [campaign.id, versionId, COUNT],
);
process.stdout.write(`inserted ${COUNT} responses in ${Math.round(performance.now() - t)} ms\n`);

async function measure(query: string) {
  global.gc?.();
  const base = process.memoryUsage();
  let peak = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 5);
  t = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/campaigns/${campaign.id}/export?${query}`,
    headers: staff.auth,
  });
  const ms = performance.now() - t;
  clearInterval(timer);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `${query.padEnd(28)} ${String(Math.round(ms)).padStart(6)} ms  ${mb(res.rawPayload.length).padStart(6)} MB out  ` +
      `heap peak +${mb(heap - base.heapUsed)} MB  rss peak +${mb(peak - base.rss)} MB\n`,
  );
}

const QUERIES = ['format=csv&labels=false', 'format=csv&labels=true', 'format=xlsx&labels=false'];
await measure(QUERIES[0] as string); // warm-up (JIT, first page plans)
for (const query of [...QUERIES, ...(process.env.BENCH_EXTRA ?? '').split(' ').filter(Boolean)]) {
  await measure(query);
}
await app.close();
process.exit(0);
