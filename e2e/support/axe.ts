import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The WCAG 2.0/2.1 A and AA rule tags every accessibility check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 740 };

let axeSource: Promise<string> | undefined;
const loadAxe = () => {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
};

type TViolation = { id: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] };

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on the page as it stands, as readable lines (rule, element, where).
 * The page's context needs bypassCSP: axe-core is injected as an inline script, which the product's CSP forbids.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: await loadAxe() });
  const violations = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe.run;
    const result = (await run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: TViolation[];
    };
    return result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((node) => ({
        target: node.target,
        html: node.html.slice(0, 160),
        failureSummary: node.failureSummary,
      })),
    }));
  }, WCAG_TAGS);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} ${violation.id}: ${node.target.join(' ')} ${node.html} — ${(node.failureSummary ?? '').split('\n')[1]?.trim()}`,
    ),
  );
}

/**
 * A page ready for axe: pt-BR, reduced motion, no service worker, and bypassCSP (axe-core is injected as an
 * inline script, which the product's CSP rightly forbids). With `token`, signed in: stored only into an empty
 * store, so a page that reloads keeps the token the app renewed since, not the first one.
 */
export async function axePage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  options: { token?: string | null; acceptCookies?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  if (options.acceptCookies) await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
  if (options.token)
    await context.addInitScript((value) => {
      if (!localStorage.getItem('jwt_access_token')) localStorage.setItem('jwt_access_token', value);
    }, options.token);
  return { context, page: await context.newPage() };
}
