import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';

const baseURL = inject('baseURL');
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('settings end to end', () => {
  it('sends a guest to /login, returns to /settings/perfil, and keeps a changed display name', async () => {
    const { context, page } = await newPage(browser, baseURL);

    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').fill('staff@pesquisemais.com.br');
    await page.getByLabel('Senha').fill(DEMO.staffPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/settings/perfil');

    const name = page.getByLabel('Nome de exibição');
    await expect.poll(() => name.isVisible()).toBe(true);
    const newName = `Equipe ${Date.now() % 100000}`;
    await name.fill('Eq');
    await expect.poll(() => page.getByText('No mínimo 4 caracteres').isVisible()).toBe(true);
    await name.fill(newName);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('User data saved with api').isVisible()).toBe(true);

    await page.reload();
    await page.waitForURL('**/settings/perfil');
    await expect.poll(() => page.getByLabel('Nome de exibição').inputValue()).toBe(newName);

    // Unknown sub-pages fall back to Perfil; the other tabs open.
    await page.goto('/settings/nao-existe');
    await page.waitForURL('**/settings/perfil');
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await page.waitForURL('**/settings/notificacoes');
    await expect
      .poll(() => page.getByRole('button', { name: 'Ativar notificações neste navegador' }).isVisible())
      .toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notificacoes-desktop.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Aparência' }).click();
    await page.getByRole('button', { name: 'Abrir configurações do tema' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Fechar' }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/aparencia-desktop.png` });
    await page.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('tab', { name: 'Perfil' }).click();
    await page.waitForURL('**/settings/perfil');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/perfil-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/perfil-mobile.png`, fullPage: true });
    }
    await context.close();
  });
});
