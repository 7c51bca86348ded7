// CPU cost of the server's answer check alone (no HTTP, no database), on the submit bench's 20-question
// questionnaire and on the corpus' pharma questionnaire:
//   node --import tsx bench/answer-validation.ts
// BENCH_ITERATIONS (default 2000) checks per questionnaire, after 200 to warm up.
import { answerErrors, assertValidAnswers } from '../apps/server/src/lib/survey/answer-validator';
import { compileSurvey } from '../apps/server/src/lib/survey/compiled-survey';
import pharma from '../apps/server/test/fixtures/surveys/pharma-ptbr.json';
import { benchAnswers, benchSchema, PHARMA_ANSWERS } from './submit-response-fixture';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);

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

/** The final check with survey-core's model only (what every submit ran before the fast path). */
function modelOnly(label: string, schema: unknown, answers: Record<string, unknown>) {
  const survey = compileSurvey(schema);
  for (let i = 0; i < 200; i += 1) answerErrors(survey, answers, true, true);
  const cpu = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) answerErrors(survey, { ...answers }, true, true);
  const used = process.cpuUsage(cpu);
  const fast = survey.fast ? 'tem caminho rápido' : 'sem caminho rápido';
  console.log(
    `${label}, envio final só pelo modelo (${fast}): CPU ${((used.user + used.system) / iterations).toFixed(0)} µs`,
  );
}

modelOnly('bench de submit (20 perguntas)', benchSchema(), benchAnswers());
run('bench de submit (20 perguntas)', benchSchema(), benchAnswers());
run('farmacêutico do corpus (13 perguntas)', pharma, PHARMA_ANSWERS);
