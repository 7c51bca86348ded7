import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import './src/lib/i18n/i18n';

// jsdom has no matchMedia; MUI's media queries read it.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom has no CSS.escape; survey-core's focus on a page's first question uses it (every browser has it).
if (!globalThis.CSS?.escape) {
  const cssEscape = (value: string) =>
    value.replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (char) => `\\${char}`).replace(/^(\d)/, '\\3$1 ');
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: cssEscape } as typeof CSS;
}

afterEach(() => {
  cleanup();
  // Files share one document (isolate: false): each starts at the root, as a fresh page would.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A lazy screen or chunk still importing when a file ends would finish in the next file's environment
// (the files of a worker share their modules): every file waits for its own imports before it ends.
afterAll(() => vi.dynamicImportSettled());
