import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWith } from './support/accounts';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800, isMobile: false },
  { name: 'mobile', width: 390, height: 844, isMobile: true },
] as const;

type TViewport = (typeof VIEWPORTS)[number];

async function tokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A new team account (the UI demo pages are in the team's menu only). */
const registeredToken = () => accountWith('staff', 'Pessoa do Shell');

/** A page of the given size, signed in with the token, on `path`. */
async function openAs(viewport: TViewport, token: string, path: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: viewport.width, height: viewport.height },
  });
  // The cookie notice (tested in the public-area suite) would cover the floating buttons on a phone.
  await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('shell-e2e')) {
      localStorage.setItem('jwt_access_token', value);
      sessionStorage.setItem('shell-e2e', '1');
    }
  }, token);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('admin-shell').waitFor();
  return { context, page };
}

const saved = (page: Page) => page.getByText('User data saved with api').first();

async function openNavbar(page: Page, viewport: TViewport) {
  if (viewport.isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByTestId('navbar').waitFor();
}

describe.each(VIEWPORTS)('admin shell at $name width', { timeout: 90_000 }, (viewport) => {
  it('searches pages: finds one, caps at 10, says No results.. and hides what the role cannot see', async () => {
    const { context, page } = await openAs(
      viewport,
      await tokenFor('staff@pesquisemais.com.br', DEMO.staffPassword),
      '/ui/typography',
    );
    await page.getByRole('button', { name: 'Buscar' }).click();
    const input = page.getByRole('combobox', { name: 'Buscar páginas' });
    await input.fill('carded');
    await expect.poll(() => page.getByRole('option').count()).toBe(10);
    await input.fill('  zzz-nada ');
    await expect.poll(() => page.getByText('No results..').isVisible()).toBe(true);
    await input.fill('exemplo: papel');
    await expect.poll(() => page.getByRole('option', { name: /papel staff/ }).isVisible()).toBe(true);
    expect(await page.getByRole('option', { name: /papel admin/ }).count()).toBe(0);
    await input.fill('ícones');
    await page.getByRole('option', { name: /Ícones/ }).click();
    await page.waitForURL('**/ui/icons');
    expect(await page.getByRole('combobox', { name: 'Buscar páginas' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('combobox', { name: 'Buscar páginas' }).count()).toBe(0);
    await context.close();
  });

  it('stars a page into the shortcuts and keeps it after a reload', async () => {
    const { context, page } = await openAs(viewport, await registeredToken(), '/ui/page-layouts/blank');
    await openNavbar(page, viewport);
    await page.getByRole('button', { name: 'Adicionar "Tipografia" aos atalhos' }).click();
    await expect.poll(() => saved(page).isVisible()).toBe(true);
    await page.reload();
    await page.getByTestId('admin-shell').waitFor();
    if (!viewport.isMobile) {
      await expect.poll(() => page.getByRole('link', { name: 'Atalho: Tipografia' }).isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: 'Gerenciar atalhos' }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Remover "Tipografia" dos atalhos' }).isVisible())
      .toBe(true);
    await page.screenshot({ path: `/tmp/shell/shortcuts-${viewport.name}.png` });
    await context.close();
  });

  it('keeps the theme settings after a reload', async () => {
    const { context, page } = await openAs(viewport, await registeredToken(), '/ui/helper-classes');
    await page.getByRole('button', { name: 'Configurações de tema' }).click();
    await page.getByRole('radio', { name: 'Boxed' }).check();
    await expect.poll(() => saved(page).isVisible()).toBe(true);
    await page.getByLabel('Tema principal').click();
    await page.getByRole('option', { name: 'greeny' }).click();
    await expect.poll(() => page.getByTestId('admin-shell').getAttribute('data-mode')).toBe('boxed');
    await page.screenshot({ path: `/tmp/shell/theme-drawer-${viewport.name}.png` });
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await page.waitForTimeout(500);
    await page.reload();
    await expect.poll(() => page.getByTestId('admin-shell').getAttribute('data-mode')).toBe('boxed');
    await page.getByRole('button', { name: 'Configurações de tema' }).click();
    expect(await page.getByRole('radio', { name: 'Boxed' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Tema principal').textContent()).toContain('greeny');
    await context.close();
  });

  it("shows the user's events and notes in the quick panel", async () => {
    const { context, page } = await openAs(
      viewport,
      await tokenFor('admin@pesquisemais.com.br', DEMO.adminPassword),
      '/ui/typography',
    );
    await page.getByRole('button', { name: 'Painel rápido' }).click();
    await expect.poll(() => page.getByText('Reunião de briefing').isVisible()).toBe(true);
    // Both come from the user's own calendar and notes apps (their seeded samples).
    expect(await page.getByText('Roteiro do grupo focal').isVisible()).toBe(true);
    expect(await page.getByText('Eventos').isVisible()).toBe(true);
    // The menu now has a 'Notas' app too: the quick panel's list is the one meant.
    expect(await page.getByRole('list', { name: 'Notas' }).isVisible()).toBe(true);
    await page.screenshot({ path: `/tmp/shell/quick-panel-${viewport.name}.png` });
    await context.close();
  });
});

describe('folded navbar', { timeout: 90_000 }, () => {
  it('opens on hover after a short delay and closes on leave (desktop)', async () => {
    const { context, page } = await openAs(VIEWPORTS[0], await registeredToken(), '/ui/typography');
    const navbar = page.getByTestId('navbar');
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(() => navbar.getAttribute('data-open')).toBe('false');
    await page.mouse.move(800, 400);
    await expect.poll(() => navbar.getAttribute('data-open')).toBe('false');
    await navbar.hover();
    await expect.poll(() => navbar.getAttribute('data-open')).toBe('true');
    await page.screenshot({ path: '/tmp/shell/folded-hover.png' });
    await page.mouse.move(900, 400);
    await expect.poll(() => navbar.getAttribute('data-open')).toBe('false');
    await page.screenshot({ path: '/tmp/shell/folded.png' });
    await context.close();
  });
});
