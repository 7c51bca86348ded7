// Zod's default messages in Portuguese: the shared package's side-effect import, kept explicit for the bundle.
import '@pesquisemais/shared/zod-locale';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './core/db/data-dir-lock';

const config = loadConfig();
// From src/ (tsx) and dist/ (bundle) alike, the web build is at apps/web/dist.
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});

let isClosing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: draining requests, closing the database');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
