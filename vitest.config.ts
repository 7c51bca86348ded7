import { defineConfig } from 'vitest/config';

/** One runner, four projects: `npm test` picks them in order (scripts/test.mjs). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
