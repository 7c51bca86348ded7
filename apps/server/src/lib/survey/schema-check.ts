import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { SURVEY_MESSAGES, type TErrorCode, type TSurveySchema } from '@pesquisemais/shared';
import { AppError } from '../app-error';
import { startWorker } from '../worker-thread';
import type { SchemaJob, SchemaVerdict } from './schema-worker';
import { parseSurveySchema } from './survey-schema';

/** Below this JSON size survey-core loads in a few milliseconds: checked inline, no thread hop. */
export const INLINE_SCHEMA_BYTES = 16_000;
/** A schema survey-core cannot load in this time is refused; the worker is replaced. */
export const SCHEMA_CHECK_TIMEOUT_MS = 15_000;
let timeoutMs = SCHEMA_CHECK_TIMEOUT_MS;

/** Lowers the time budget (tests show the refusal without a questionnaire that takes 15 s). */
export function setSchemaCheckTimeout(ms: number = SCHEMA_CHECK_TIMEOUT_MS): void {
  timeoutMs = ms;
}
export const SCHEMA_TIMEOUT_MESSAGE = `${SURVEY_MESSAGES.invalidSchema} O questionário é complexo demais para ser verificado a tempo; divida-o em questionários menores.`;

const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const WORKER_HEAP_MB = 512;

interface Pending {
  job: SchemaJob;
  resolve: (verdict: SchemaVerdict) => void;
}
interface Slot {
  worker: Worker;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

function startSchemaWorker(): Worker {
  return startWorker(new URL('./schema-worker.ts', import.meta.url), 'schema-worker', {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
}

const slots: Slot[] = [];
const queue: Pending[] = [];
let nextId = 1;

function spawn(): Slot {
  const slot: Slot = { worker: startSchemaWorker(), current: null, timer: null };
  // Idle workers never keep the process (tests, shutdown) alive.
  slot.worker.unref();
  slot.worker.on('message', (verdict: SchemaVerdict) => {
    const pending = slot.current;
    if (!pending || pending.job.id !== verdict.id) return;
    finish(slot, verdict);
  });
  // Out of memory or a crash: this job is refused, the slot gets a fresh worker.
  slot.worker.on('error', () => replace(slot, 'INTERNAL'));
  slot.worker.on('exit', () => {
    if (slots.includes(slot)) replace(slot, 'INTERNAL');
  });
  slots.push(slot);
  return slot;
}

function finish(slot: Slot, verdict: SchemaVerdict): void {
  const pending = slot.current;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.current = null;
  slot.worker.unref();
  pending?.resolve(verdict);
  pump();
}

function replace(slot: Slot, code: 'TIMEOUT' | 'INTERNAL'): void {
  const index = slots.indexOf(slot);
  if (index === -1) return;
  slots.splice(index, 1);
  const pending = slot.current;
  slot.current = null;
  if (slot.timer) clearTimeout(slot.timer);
  void slot.worker.terminate();
  if (pending) {
    const message =
      code === 'TIMEOUT'
        ? SCHEMA_TIMEOUT_MESSAGE
        : `${SURVEY_MESSAGES.invalidSchema} O SurveyJS não conseguiu ler o questionário.`;
    pending.resolve({ id: pending.job.id, ok: false, code: 'UNPROCESSABLE', message });
  }
  pump();
}

function pump(): void {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.current === null) ?? (slots.length < POOL_SIZE ? spawn() : undefined);
    if (!slot) return;
    const pending = queue.shift() as Pending;
    slot.current = pending;
    slot.worker.ref();
    slot.timer = setTimeout(() => replace(slot, 'TIMEOUT'), timeoutMs);
    slot.worker.postMessage(pending.job);
  }
}

/** survey-core's verdict on a schema, computed in a worker thread. */
function inWorker(schema: unknown): Promise<SchemaVerdict> {
  return new Promise((resolve) => {
    queue.push({ job: { id: nextId++, schema }, resolve });
    pump();
  });
}

/**
 * `parseSurveySchema` for saves: small schemas inline, big ones in a worker thread so the event loop keeps
 * serving while survey-core loads them (a 2,000-question questionnaire costs seconds of CPU). Too slow:
 * 422 with a pt-BR message.
 */
export async function checkSurveySchema(input: unknown): Promise<TSurveySchema> {
  let size: number;
  try {
    size = JSON.stringify(input)?.length ?? 0;
  } catch {
    size = Number.POSITIVE_INFINITY;
  }
  if (size <= INLINE_SCHEMA_BYTES) return parseSurveySchema(input);
  const verdict = await inWorker(input);
  if (verdict.ok) return verdict.schema as TSurveySchema;
  throw new AppError(verdict.code as TErrorCode, verdict.message, verdict.fields);
}
