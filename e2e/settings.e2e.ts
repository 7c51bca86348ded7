import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('settings end to end', () => {
  it('sends a guest to /login, returns to /settings/conta, and keeps name, notifications and layout after reload', async () => {
    const { context, page } = await newPage(browser, baseURL);

    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').fill('staff@pesquisemais.com.br');
    await page.getByLabel('Senha').fill(DEMO.staffPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/settings/conta');

    const name = page.getByLabel('Nome de exibição');
    await expect.poll(() => name.isVisible()).toBe(true);
    const newName = `Equipe ${Date.now() % 100000}`;
    await name.fill('Eq');
    await expect.poll(() => page.getByText('No mínimo 4 caracteres').isVisible()).toBe(true);
    await name.fill(newName);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('User data saved with api').first().isVisible()).toBe(true);

    await page.reload();
    await page.waitForURL('**/settings/conta');
    await expect.poll(() => page.getByLabel('Nome de exibição').inputValue()).toBe(newName);
    expect(await page.getByRole('button', { name: 'Enviar link de confirmação' }).isVisible()).toBe(true);

    // Unknown sub-pages fall back to Conta; the other tabs open.
    await page.goto('/settings/nao-existe');
    await page.waitForURL('**/settings/conta');

    // Notificações: a per-kind e-mail switch and a quick-panel switch are saved on the server.
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await page.waitForURL('**/settings/notificacoes');
    const reports = page.getByLabel('E-mail: Relatórios entregues');
    const cloudSync = page.getByLabel('Cloud Sync');
    await expect.poll(() => reports.isVisible()).toBe(true);
    const wasReports = await reports.isChecked();
    const wasCloud = await cloudSync.isChecked();
    const reportsSaved = page.waitForResponse((response) => response.url().includes('/api/auth/user/update'));
    await reports.click();
    await expect.poll(() => reports.isChecked()).toBe(!wasReports);
    expect((await reportsSaved).status()).toBe(200);
    await expect.poll(() => reports.isEnabled()).toBe(true);
    const cloudSaved = page.waitForResponse((response) => response.url().includes('/api/auth/user/update'));
    await cloudSync.click();
    await expect.poll(() => cloudSync.isChecked()).toBe(!wasCloud);
    expect((await cloudSaved).status()).toBe(200);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notificacoes-desktop.png`, fullPage: true });

    // Aparência: the Theme Settings form, saved with the account.
    await page.getByRole('tab', { name: 'Aparência' }).click();
    await page.waitForURL('**/settings/aparencia');
    const container = page.getByRole('radio', { name: 'Container' });
    const boxed = page.getByRole('radio', { name: 'Boxed' });
    await expect.poll(() => container.isVisible()).toBe(true);
    const target = (await container.isChecked()) ? boxed : container;
    const targetName = (await container.isChecked()) ? 'Boxed' : 'Container';
    // The reload must come after the server saved the choice.
    const saved = page.waitForResponse((response) => response.url().includes('/api/auth/user/update'));
    await target.click();
    await expect.poll(() => target.isChecked()).toBe(true);
    expect((await saved).status()).toBe(200);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/aparencia-desktop.png`, fullPage: true });

    await page.reload();
    await page.waitForURL('**/settings/aparencia');
    await expect.poll(() => page.getByRole('radio', { name: targetName }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await expect.poll(() => page.getByLabel('E-mail: Relatórios entregues').isChecked()).toBe(!wasReports);
    await expect.poll(() => page.getByLabel('Cloud Sync').isChecked()).toBe(!wasCloud);

    // Privacidade and Sessões open.
    await page.getByRole('tab', { name: 'Privacidade' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Baixar em JSON' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Sessões' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Sair de todos os dispositivos' }).isVisible())
      .toBe(true);
    if (SHOTS) {
      await page.getByRole('tab', { name: 'Conta' }).click();
      await page.screenshot({ path: `${SHOTS}/conta-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/conta-mobile.png`, fullPage: true });
    }
    await context.close();
  });
});
