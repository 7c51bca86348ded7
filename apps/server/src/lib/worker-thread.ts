import { Worker } from 'node:worker_threads';
import { AppError } from './app-error';

export interface WorkerTask {
  /** The worker's source file, `new URL('./x-worker.ts', import.meta.url)` from its caller. */
  source: URL;
  /** Its entry name in the bundle (dist/<name>.js beside the server, see build.mjs). */
  bundled: string;
  heapMb: number;
  timeoutMs: number;
  /** What the user reads when the task takes too long or runs out of memory. */
  failureMessage: string;
}

/**
 * Runs one CPU-heavy task in a fresh worker thread so the event loop keeps answering other requests. The
 * worker answers with one message; a crash, a timeout or a heap overflow becomes a 422 with the task's message.
 */
export function runInWorker<Output>(task: WorkerTask, input: unknown): Promise<Output> {
  const options = {
    workerData: input,
    resourceLimits: { maxOldGenerationSizeMb: task.heapMb, maxYoungGenerationSizeMb: 32 },
  };
  const worker = startWorker(task.source, task.bundled, options);
  return new Promise<Output>((resolve, reject) => {
    const fail = () => reject(new AppError('UNPROCESSABLE', task.failureMessage));
    const timer = setTimeout(() => {
      fail();
      void worker.terminate();
    }, task.timeoutMs);
    worker.once('message', (output: Output) => {
      clearTimeout(timer);
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', () => {
      clearTimeout(timer);
      fail();
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      fail();
    });
  });
}

/**
 * Starts a worker thread: in the bundle, dist/<bundled>.js beside the server (build.mjs makes one entry per
 * worker); in source (tsx, vitest), the .ts file through tsx's hooks, since Node 20 workers ignore `--import`
 * in execArgv.
 */
export function startWorker(
  source: URL,
  bundled: string,
  options: {
    workerData?: unknown;
    resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  },
): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${bundled}.js`, import.meta.url), options);
  const file = JSON.stringify(source.href);
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${file}); });`;
  return new Worker(code, { ...options, eval: true });
}
