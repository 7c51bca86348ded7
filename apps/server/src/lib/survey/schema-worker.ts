import { parentPort } from 'node:worker_threads';
import { AppError } from '../app-error';
import { parseSurveySchema } from './survey-schema';

export interface SchemaJob {
  id: number;
  schema: unknown;
}
export type SchemaVerdict =
  | { id: number; ok: true; schema: unknown }
  | { id: number; ok: false; code: string; message: string; fields?: Record<string, string> };

// Runs in a worker thread (schema-check.ts): survey-core's load of a questionnaire is super-linear in its
// size, so a big save is checked here, off the web server's event loop. One job at a time per worker.
parentPort?.on('message', (job: SchemaJob) => {
  let verdict: SchemaVerdict;
  try {
    verdict = { id: job.id, ok: true, schema: parseSurveySchema(job.schema) };
  } catch (error) {
    verdict =
      error instanceof AppError
        ? { id: job.id, ok: false, code: error.code, message: error.message, fields: error.fields }
        : { id: job.id, ok: false, code: 'INTERNAL', message: String(error) };
  }
  parentPort?.postMessage(verdict);
});
