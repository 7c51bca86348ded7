import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One PGlite per worker, shared by its test files (each gets its own schema).
    isolate: false,
    // Each file waits on its database and timers part of the time: three workers keep two cores busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
