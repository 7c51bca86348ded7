import { configDefaults, defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * One runner, six projects; `npm test` (scripts/test.mjs) picks them by step. The server's API tests run
 * twice: `server` on the embedded PGlite (the product's default), `server-postgres` on the PostgreSQL server.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on this project's 2-core machines.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tooling', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      { extends: './apps/server/vitest.config.ts', test: { name: 'server', env: { DATABASE_URL: '' } } },
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          env: { DATABASE_URL: postgresUrl },
          // Files that open no database (survey logic on generated answers, ffmpeg's mix) run once, in `server`.
          exclude: [
            ...configDefaults.exclude,
            'src/lib/survey/*.{differential,property}.test.ts',
            'src/modules/rooms/janus/recording-mix.test.ts',
          ],
        },
      },
      'e2e/vitest.config.ts',
    ],
  },
});
