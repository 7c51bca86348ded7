import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
let browser: Browser;
let staffToken: string;
let campaignId: string;
let surveyId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const signin = await api<{ access_token: string }>('/api/auth/signin', null, {
    email: 'staff@pesquisemais.com.br',
    password: DEMO.staffPassword,
  });
  staffToken = signin.access_token;
  // The demo campaign (seeded on an empty database) has targets and responses: the fullest screens.
  const live = await api<{ campaigns: { id: string; name: string }[] }>(
    '/api/dashboards/livecampaigns?pageSize=100',
    staffToken,
  );
  campaignId = (live.campaigns.find((c) => c.name.startsWith('Onda 1')) ?? live.campaigns[0])?.id ?? '';
  const surveys = await api<{ items: { id: string }[] }>('/api/surveys?pageSize=1', staffToken);
  surveyId = surveys.items[0]?.id ?? '';
});
afterAll(() => browser.close());

/**
 * What would scroll sideways: the page itself, or an element that sticks out to the right of the window
 * (the shell's content area clips it, which is just as bad). Tables scroll inside their own card on purpose
 * and so do scrollable tab bars.
 */
function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]');
    for (const box of [document.documentElement, content]) {
      if (box && box.scrollWidth > box.clientWidth)
        found.push(`rolagem ${box.scrollWidth} > ${box.clientWidth}`);
    }
    /** Inside a box of its own that scrolls sideways (a table in its card) and fits the window: fine. */
    const scrollsInside = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== content; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && up.getBoundingClientRect().right <= width + 1)
          return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const rect = el.getBoundingClientRect();
      if (rect.right <= width + 1 || rect.width === 0) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (el.closest('[aria-hidden="true"]') || scrollsInside(el)) continue;
      const text = (el.textContent ?? '').trim().slice(0, 30);
      found.push(
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${text}" → ${Math.round(rect.right)}`,
      );
      if (found.length > 6) break;
    }
    return found;
  });
}

async function signedInPage(width: number, height: number) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width, height } });
  await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((token) => localStorage.setItem('jwt_access_token', token), staffToken);
  return { context, page: await context.newPage() };
}

const SCREENS = () =>
  [
    ['livecampaigns', `/apps/dashboards/livecampaigns?campaign=${campaignId}`, 'stat-Completas no total'],
    ['painel2', `/apps/dashboards/painel2?campaign=${campaignId}`, 'painel-completes'],
    ['targets', '/apps/targets/all', null],
    ['reports', '/apps/reports/delivered', null],
    ['questionarios', '/apps/coleta/questionarios', null],
    ['campanhas', '/apps/coleta/campanhas', null],
    ['campanha', `/apps/coleta/campanhas/${campaignId}`, null],
    ['editor', `/apps/coleta/surveyedit/${surveyId}`, null],
    ['survey-users', '/apps/survey-users', null],
    ['dashboards-users', '/apps/dashboards-users', null],
    ['surveyplayer', '/apps/surveyplayer', null],
    ['settings', '/settings/conta', null],
    ['home', '/home', null],
    ['404', '/pages/errors/error-404', null],
    ['metas', `/apps/targets/${campaignId}`, null],
    ['player', `/apps/surveyplayer/${surveyId}?campaign=${campaignId}`, null],
    ['features', '/pages/features', null],
    ['faq', '/pages/faq', null],
    ['pricing', '/pricing', null],
    ['typography', '/ui/typography', null],
    ['staff-example', '/auth/staff-role-example', null],
  ] as const;

const GUEST_SCREENS = [
  '/login',
  '/register',
  '/home',
  '/apps/dashboards/livecampaigns',
  '/pages/auth/forgot-password',
];

/** 360 px: the phones physicians use; 320 px: WCAG 1.4.10 reflow (a 1280 px window at 400 % zoom). */
const NARROW_WIDTHS = [360, 320];

describe('main screens at phone width', { timeout: 360_000 }, () => {
  it.each(NARROW_WIDTHS)(
    'fit %i px with no horizontal scroll (tables scroll inside their cards)',
    async (width) => {
      const { context, page } = await signedInPage(width, 740);
      const failures: string[] = [];
      for (const [name, path, testId] of SCREENS()) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (testId) await page.getByTestId(testId).waitFor({ timeout: 15_000 });
        await expect.poll(() => page.getByText('Carregando...').count(), { timeout: 15_000 }).toBe(0);
        await page.waitForTimeout(300);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, name).toBeLessThanOrEqual(clientWidth);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        const found = await sideways(page);
        if (found.length > 0) failures.push(`${name}: ${found.join(' | ')}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
  );

  it.each(NARROW_WIDTHS)('fit %i px for a guest too', async (width) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      viewport: { width, height: 740 },
    });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const path of GUEST_SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/guest${path.replaceAll('/', '-')}-${width}.png` });
      const found = await sideways(page);
      if (found.length > 0) failures.push(`${path}: ${found.join(' | ')}`);
    }
    expect(failures).toEqual([]);
    await context.close();
  });

  it('the dashboards fit a 1366 px desktop as well', async () => {
    const { context, page } = await signedInPage(1366, 800);
    const failures: string[] = [];
    for (const [name, path, testId] of SCREENS().slice(0, 2)) {
      await page.goto(path);
      if (testId) await page.getByTestId(testId).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      const found = await sideways(page);
      if (found.length > 0) failures.push(`${name}: ${found.join(' | ')}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
