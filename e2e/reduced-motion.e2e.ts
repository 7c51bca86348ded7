import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The transition and animation durations of the login page's 'Entrar' button. */
async function durations(reducedMotion: 'reduce' | 'no-preference') {
  const { page, context } = await newPage(browser, baseURL);
  await page.emulateMedia({ reducedMotion });
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Entrar' });
  await button.waitFor();
  const found = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { transition: style.transitionDuration, animation: style.animationDuration };
  });
  await context.close();
  return found;
}

describe('reduced motion (WCAG 2.3.3)', () => {
  it('ends every transition at once when the system asks for reduced motion, and keeps them otherwise', async () => {
    const reduced = await durations('reduce');
    for (const value of reduced.transition.split(',')) expect(Number.parseFloat(value)).toBeLessThan(0.001);
    const normal = await durations('no-preference');
    expect(normal.transition.split(',').some((value) => Number.parseFloat(value) >= 0.1)).toBe(true);
  });
});
