import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Transitions end at once and spinners stand still (apps/web/src/app/theme/reduced-motion.ts): on two cores
  // the frames of slides, fades and spins were most of Chromium's work. reduced-motion.e2e.ts emulates both.
  '--force-prefers-reduced-motion',
];

/** Fake camera and microphone, permission granted, sound allowed without a click (rooms' WebRTC tests). */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  /** bypassCSP: for a page that runs axe-core (support/axe.ts). */
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options,
    baseURL,
    // The app's service worker would take requests out of reach of page.route(); public.e2e.ts tests it.
    serviceWorkers: 'block',
    locale: 'pt-BR',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Runs a step; when it fails, the error also tells where the page was and what it showed (a CI log is all one
 * has of a run that failed there).
 */
export async function explained<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    // The page's main content when it has one (the menu would fill the excerpt), else all of it.
    const hasMain =
      (await page
        .locator('main')
        .count()
        .catch(() => 0)) > 0;
    const text = await page
      .locator(hasMain ? 'main' : 'body')
      .first()
      .textContent({ timeout: 2000 })
      .then((shown) => (shown ?? '').replace(/\s+/g, ' ').slice(0, 600))
      .catch(() => '(página indisponível)');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nEndereço: ${page.url()}\nPágina: ${text}`, { cause: error });
  }
}
