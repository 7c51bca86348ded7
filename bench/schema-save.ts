// The event loop while big questionnaires are checked on save: survey-core's load of a 1,500-question
// schema costs seconds of CPU. Compares the check on the event loop (parseSurveySchema, as before) with
// the worker-thread pool (checkSurveySchema), measuring how late a 10 ms timer fires meanwhile — what a
// /api/health request or any other respondent would wait.
//   node --import tsx bench/schema-save.ts
// BENCH_QUESTIONS (default 1500) and BENCH_SAVES (default 3, one after the other) size the run.
import { checkSurveySchema } from '../apps/server/src/lib/survey/schema-check';
import { parseSurveySchema } from '../apps/server/src/lib/survey/survey-schema';
import { bigSurveySchema } from '../apps/server/test/big-survey';

const questions = Number(process.env.BENCH_QUESTIONS ?? 1500);
const saves = Number(process.env.BENCH_SAVES ?? 3);
const schema = bigSurveySchema(questions);

async function measure(label: string, check: () => Promise<unknown>) {
  const lags: number[] = [];
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - expected));
    expected = now + 10;
  }, 10);
  const started = performance.now();
  for (let i = 0; i < saves; i += 1) await check();
  const took = performance.now() - started;
  clearInterval(timer);
  lags.push(Math.max(0, performance.now() - expected)); // the wait of a timer still pending at the end
  lags.sort((a, b) => a - b);
  const p99 = lags[Math.floor(lags.length * 0.99)] ?? 0;
  const max = lags.at(-1) ?? 0;
  console.log(
    `${label}: ${saves} gravações em ${(took / 1000).toFixed(1)} s; atraso do laço: máx ${max.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ${lags.length - 1} ticks de 10 ms atendidos`,
  );
}

console.log(`${questions} perguntas, ${JSON.stringify(schema).length} bytes`);
await measure('no laço de eventos (antes)', async () => parseSurveySchema(schema));
await checkSurveySchema(bigSurveySchema(600)); // the pool's first worker starts outside the measure
await measure('em worker thread (agora)', () => checkSurveySchema(schema));
process.exit(0);
