// Bundles the server (with packages/shared) into dist/server.js; npm dependencies stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// SERVER_OUT_DIR lets a second build (a parallel test run) leave dist/ alone.
const outDir = process.env.SERVER_OUT_DIR ?? 'dist';
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: `${outDir}/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
await cp('src/db/migrations', `${outDir}/migrations`, { recursive: true });
