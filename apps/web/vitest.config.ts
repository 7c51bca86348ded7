import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects on one setup. `web`: the files of a worker share one jsdom document and module graph
 * (isolate: false): MUI and the app load once per worker, not once per file (3½ min → 1½ min). vitest.setup.ts
 * puts the document, storage, timers and mocks back after every test. `web-isolated`: files that replace a
 * module with vi.mock, which would leak into the files after them, named *.isolated.test.ts(x)
 * (scripts/lib/isolated-web-tests.test.mjs keeps vi.mock out of the others).
 */
export const webTestConfig = (project: 'web' | 'web-isolated') =>
  defineConfig({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: project,
      environment: 'jsdom',
      include: project === 'web' ? ['src/**/*.test.{ts,tsx}'] : ['src/**/*.isolated.test.{ts,tsx}'],
      exclude: project === 'web' ? ['src/**/*.isolated.test.{ts,tsx}'] : [],
      isolate: project === 'web-isolated',
      setupFiles: ['./vitest.setup.ts'],
    },
  });

export default webTestConfig('web');
