// Bundles the server (with packages/shared) into dist/server.js and dist/worker.js; npm dependencies stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// SERVER_OUT_DIR lets a second build (a parallel test run) leave dist/ alone.
const outDir = process.env.SERVER_OUT_DIR ?? 'dist';
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
await rm(outDir, { recursive: true, force: true });
await build({
  // The web server, and the queue worker run alone by `npm run worker`.
  // dist/xlsx-worker.js: the thread that reads spreadsheets off the event loop (panel import).
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'xlsx-worker': 'src/modules/survey-users/import/xlsx-worker.ts',
    // dist/sav-worker.js: writes SPSS files off the event loop (responses export).
    'sav-worker': 'src/lib/analysis/sav-worker.ts',
    // dist/schema-worker.js: the threads that load big questionnaires in survey-core on save.
    'schema-worker': 'src/lib/survey/schema-worker.ts',
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
await cp('src/core/db/migrations', `${outDir}/migrations`, { recursive: true });
