import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers';

export default defineConfig({
  // The accessibility guard reads the web app's route table itself, so the web app's '@/' imports must resolve.
  resolve: { alias: { '@': fileURLToPath(new URL('../apps/web/src', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // Two files at a time on the two cores (a browser waits on the server and the server on the browser),
    // each worker against its own server: E2E_WORKERS=1 runs them one by one.
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    // The machine has two cores and argon2 costs ~100 ms a hash: give polled assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 90_000,
  },
});
