import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { confirmationToken } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_access_token'));

/** A token whose payload says it expired an hour ago (its signature is never reached). */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'x', exp })}.assinatura`;
}

describe('sign-in end to end', () => {
  it('registers, logs out, signs in, returns to the remembered address, keeps the session, and ends it', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const email = `e2e-${Date.now()}@exemplo.com.br`;

    await page.goto('/register');
    await expect.poll(() => page.getByText('CRIE UMA CONTA').isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Registrar' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Nome', { exact: true }).fill('Ana Pesquisadora');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte');
    await page.getByLabel('Confirmar senha').fill('outra-senha');
    await expect.poll(() => page.getByText('Senha fornecida não confere').isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Confirmar senha').fill('senha-forte');
    // The LGPD consent ('Quero participar das pesquisas') is required, its policy one click away.
    expect(await submit.isDisabled()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'Leia a Política de Privacidade' }).getAttribute('href'),
    ).toBe('/policy/privacy');
    await page.getByRole('checkbox', { name: /Quero participar das pesquisas/ }).check();
    await submit.click();
    // Double opt-in: no session yet, 'verifique seu e-mail'.
    await page.getByText('Verifique seu e-mail').waitFor();
    expect(await token(page)).toBeNull();

    // Signing in before confirming says so, and offers a new confirmation mail.
    await page.goto('/login');
    await signIn(page, email, 'senha-forte');
    await page.getByText('Confirme o seu e-mail antes de entrar').waitFor();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await page.getByText('enviamos um novo link de confirmação').waitFor();
    expect(await token(page)).toBeNull();

    // The mailed link confirms, signs the respondent in and opens its start page, the player list.
    await page.goto(`/register/confirm?token=${await confirmationToken(email, undefined, 2)}`);
    await page.waitForURL('**/apps/surveyplayer');
    const copied = await token(page);
    expect(copied).toBeTruthy();

    await page.goto('/logout');
    await page.waitForURL('**/home');
    expect(await token(page)).toBeNull();
    // 'Sair' ended the session on the server: a copy of its token opens nothing and renews nothing.
    const renewal = await fetch(new URL('/api/auth/access-token', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: copied }),
    });
    expect(renewal.status).toBe(401);

    // A guest opening a protected page is sent to /login and brought back after signing in.
    await page.goto('/auth/admin-role-example');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Acesse sua conta').isVisible()).toBe(true);
    await signIn(page, 'admin@pesquisemais.com.br', DEMO.adminPassword);
    await expect.poll(() => page.getByText('Bem vindo novamente.').isVisible()).toBe(true);
    await page.waitForURL('**/auth/admin-role-example');

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/auth/admin-role-example');
    expect(await token(page)).toBeTruthy();

    // The registered user signs in with its own password and lands on its start page, the player list.
    await page.goto('/logout');
    await page.waitForURL('**/home');
    await page.goto('/login');
    await signIn(page, email, 'senha-forte');
    await page.waitForURL('**/apps/surveyplayer');
    await context.close();
  });

  it('shows the server error and resets the form on a wrong password', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await signIn(page, 'staff@pesquisemais.com.br', 'senha-errada');
    await expect.poll(() => page.getByText('Check your password').first().isVisible()).toBe(true);
    expect(await page.getByLabel('Senha').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("clears an expired stored token with 'Sessao Expirada'", async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/home');
    await page.evaluate((value) => localStorage.setItem('jwt_access_token', value), expiredToken());
    await page.reload();
    await expect.poll(() => page.getByText('Sessao Expirada').isVisible()).toBe(true);
    expect(await token(page)).toBeNull();
    await context.close();
  });

  it("logs out with 'Credenciais invalidas' when an authenticated call answers 401", async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await signIn(page, 'admin@pesquisemais.com.br', DEMO.adminPassword);
    await page.waitForURL('**/apps/dashboards/livecampaigns');
    await page.route('**/api/users**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":{"code":"UNAUTHENTICATED"}}',
      }),
    );
    await page.goto('/auth/admin-role-example');
    await expect.poll(() => page.getByText('Credenciais invalidas').isVisible()).toBe(true);
    await expect.poll(() => token(page)).toBeNull();
    await context.close();
  });
});

describe('route guard', () => {
  it('sends a guest on an admin-only page to /login', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/auth/admin-role-example');
    await page.waitForURL('**/login');
    // Guests-only pages show no navbar or toolbar.
    expect(await page.getByRole('button', { name: 'Menu do usuário' }).count()).toBe(0);
    await context.close();
  });

  it('sends a staff user away from the admin example page', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await signIn(page, 'staff@pesquisemais.com.br', DEMO.staffPassword);
    await page.waitForURL('**/apps/dashboards/livecampaigns');
    await page.goto('/auth/staff-role-example');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/auth/staff-role-example');
    await page.goto('/auth/admin-role-example');
    await page.waitForURL((url) => url.pathname !== '/auth/admin-role-example');
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  it('redirects / to /home and an unknown path to the 404 page', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/');
    await page.waitForURL('**/home');
    await page.goto('/caminho/que/nao/existe');
    await page.waitForURL('**/pages/errors/error-404');
    await context.close();
  });
});
