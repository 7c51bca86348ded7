import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The accessibility guard reads the web app's route table itself, so the web app's '@/' imports must resolve.
  resolve: { alias: { '@': fileURLToPath(new URL('../apps/web/src', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    // The machine has two cores and argon2 costs ~100 ms a hash: give polled assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 90_000,
  },
});
