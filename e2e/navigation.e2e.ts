import { filterNavigation, flattenNavigation, NAVIGATION } from '@pesquisemais/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWith, signInToken } from './support/accounts';
import { explained, launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
const NOT_FOUND = '/pages/errors/error-404';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Client-side navigation, as a click on a menu entry does (no page reload). */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `nav${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

describe('signing in and out', { timeout: 90_000 }, () => {
  it('lands staff in the app, with a way back to the public site and out again', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/home');
    await page.getByRole('link', { name: 'LOGIN' }).click();
    await page.waitForURL('**/login');
    await signInThroughForm(page, 'staff@pesquisemais.com.br', DEMO.staffPassword);
    await page.waitForURL('**/apps/dashboards/livecampaigns');
    await page.getByTestId('admin-shell').waitFor();
    await page.getByRole('heading', { name: 'Campanhas ao vivo' }).waitFor();

    // Back to the public site: the toolbar shows who is signed in and leads back into the app.
    await page.getByRole('link', { name: 'Ir para o site' }).click();
    await page.waitForURL('**/home');
    const appLink = page.getByRole('link', { name: /Abrir o aplicativo \(/ });
    await appLink.waitFor();
    expect(await page.getByRole('link', { name: 'LOGIN' }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-signed-in-1366.png` });
    // 'Entrar' (→ /settings) opens the settings, not a bounce to /home.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Entrar' })
      .click();
    await page.waitForURL('**/settings/conta');
    await page.goto('/home');
    await appLink.click();
    await page.waitForURL('**/apps/dashboards/livecampaigns');

    // A wrong address keeps the shell and offers the way back.
    await openInApp(page, '/apps/nao-existe');
    await page.waitForURL(`**${NOT_FOUND}`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(await page.getByTestId('navbar').isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/404-in-shell-1366.png` });
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/apps/dashboards/livecampaigns');

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/home');
    await explained(page, () => page.getByRole('link', { name: 'LOGIN' }).waitFor());
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    await context.close();
  });
});

describe('an admin on /settings', { timeout: 90_000 }, () => {
  it('opens its settings and changes its own name and password', async () => {
    const token = await accountWith('admin');
    const { context, page } = await newPage(browser, baseURL);
    await context.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
    await page.goto('/settings');
    await page.waitForURL('**/settings/conta');
    const name = page.getByLabel('Nome de exibição');
    await name.fill('Admin Renomeada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('User data saved with api').first().waitFor();
    // The e-mail change also asks for the current password: the password form is the one to fill.
    const passwordForm = page.getByRole('form', { name: 'Alterar senha' });
    await passwordForm.getByLabel('Senha atual').fill('senha-nav-123');
    await passwordForm.getByLabel('Nova senha', { exact: true }).fill('senha-nova-456');
    await passwordForm.getByLabel('Confirmar nova senha').fill('senha-nova-456');
    await passwordForm.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada.').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-admin-1366.png`, fullPage: true });
    // The change ended every earlier session: the old token is refused, the tab goes on with a new one.
    const renew = (value: string | null) =>
      page.evaluate(async (accessToken) => {
        const res = await fetch('/api/auth/access-token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ access_token: accessToken }),
        });
        return (await res.json()) as { user?: { data: { email: string; displayName: string } } };
      }, value);
    expect((await renew(token)).user).toBeUndefined();
    const current = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
    expect(current).not.toBe(token);
    const email = (await renew(current)).user?.data ?? { email: '', displayName: '' };
    expect(email.displayName).toBe('Admin Renomeada');
    expect(await signInToken(email.email, 'senha-nova-456')).toBeTruthy();
    await context.close();
  });
});

describe('every navigation entry of every role', { timeout: 180_000 }, () => {
  it.each(['guest', 'admin', 'staff', 'user', 'interview'] as const)(
    'opens a page, never the 404 (%s)',
    async (role) => {
      const token =
        role === 'guest'
          ? null
          : role === 'admin'
            ? await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword)
            : role === 'staff'
              ? await signInToken('staff@pesquisemais.com.br', DEMO.staffPassword)
              : await accountWith(role);
      const { context, page } = await newPage(browser, baseURL);
      if (token)
        await context.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
      await page.goto('/ui/typography');
      await page.getByTestId('admin-shell').waitFor();
      // What the sidebar and the toolbar search offer this role (the same list, filtered by role).
      const entries = flattenNavigation(filterNavigation(NAVIGATION, role)).filter(
        (item) => item.id !== 'error-404', // the spec's demo of the 404 page itself
      );
      // A respondent's menu is its surveys, rooms, account and the public pages (issue 32); the others' are long.
      expect(entries.length).toBeGreaterThan(role === 'user' ? 5 : 10);
      const failures: string[] = [];
      for (const item of entries) {
        const url = item.url ?? '';
        await openInApp(page, url);
        await page.waitForTimeout(250);
        await page.waitForFunction(() => !(document.body.textContent ?? '').includes('Carregando...'), null, {
          timeout: 15_000,
        });
        const path = new URL(page.url()).pathname;
        const isBroken = await page.getByText('Ops! Algo deu errado.').isVisible();
        if (path === NOT_FOUND || !path.startsWith(url) || isBroken)
          failures.push(`${item.title} (${url}) → ${path}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
  );
});

describe('a guest on a dashboard without a share link', { timeout: 90_000 }, () => {
  it('is asked to sign in (no endless loading) and comes back after signing in', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/apps/dashboards/painel2');
    await page.getByText(/Entre na sua conta ou use um link de compartilhamento/).waitFor();
    await page.goto('/apps/dashboards/livecampaigns');
    const notice = page.getByText(/Entre na sua conta ou use um link de compartilhamento/);
    await notice.waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByText('Carregando...').count()).toBe(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/guest-dashboard-1366.png` });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `${SHOTS}/guest-dashboard-360.png` });
      await page.setViewportSize({ width: 1366, height: 800 });
    }
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/login');
    await signInThroughForm(page, 'staff@pesquisemais.com.br', DEMO.staffPassword);
    await page.waitForURL('**/apps/dashboards/livecampaigns');
    await page.getByTestId('stat-Completas no total').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
