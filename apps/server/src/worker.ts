// Zod's default messages in Portuguese: the shared package's side-effect import, kept explicit for the bundle.
import '@pesquisemais/shared/zod-locale';
import { buildWorker } from './build-worker';
import { loadConfig } from './config';

// `npm run worker`: queue workers only (reports), for web processes started with RUN_WORKER=false.
const config = loadConfig();
if (config.database.kind !== 'postgres') {
  // The embedded PGlite belongs to one process: a second one on the same folder would corrupt it.
  console.error(
    'O worker separado precisa de DATABASE_URL (PostgreSQL). Com o PGlite embutido, o próprio servidor web ' +
      'processa a fila (RUN_WORKER=true).',
  );
  process.exit(1);
}
const app = await buildWorker(config);

let isClosing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'worker: finishing the running job, closing the database');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}

await app.ready();
app.log.info('worker pronto: processando a fila de relatórios');
