// CPU cost of the server's answer check alone (no HTTP, no database), on the submit bench's 20-question
// questionnaire and on the corpus' pharma questionnaire:
//   node --import tsx bench/answer-validation.ts
// BENCH_ITERATIONS (default 2000) checks per questionnaire, after 200 to warm up.
import { assertValidAnswers } from '../apps/server/src/lib/survey/answer-validator';
import { compileSurvey } from '../apps/server/src/lib/survey/compiled-survey';
import pharma from '../apps/server/test/fixtures/surveys/pharma-ptbr.json';
import { benchAnswers, benchSchema } from './submit-response-fixture';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);

const PHARMA_ANSWERS = {
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

function run(label: string, schema: unknown, answers: Record<string, unknown>) {
  const survey = compileSurvey(schema);
  for (const isFinal of [true, false]) {
    for (let i = 0; i < 200; i += 1) assertValidAnswers(survey, answers, isFinal);
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < iterations; i += 1) assertValidAnswers(survey, { ...answers }, isFinal);
    const perCall = (performance.now() - started) / iterations;
    const used = process.cpuUsage(cpu);
    const cpuPerCall = (used.user + used.system) / iterations;
    console.log(
      `${label}, ${isFinal ? 'envio final' : 'salvamento parcial'}: ${(perCall * 1000).toFixed(0)} µs por verificação (CPU ${cpuPerCall.toFixed(0)} µs), ${Math.round(1000 / perCall)} verificações/s num núcleo`,
    );
  }
}

run('bench de submit (20 perguntas)', benchSchema(), benchAnswers());
run('farmacêutico do corpus (13 perguntas)', pharma, PHARMA_ANSWERS);
