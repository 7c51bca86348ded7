import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
const DEMO_CAMPAIGN = 'Onda 1 — Cardiologia 2026';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('admin@pesquisemais.com.br');
  await page.getByLabel('Senha').fill(DEMO.adminPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('reports', () => {
  it('a report is generated and downloaded', async () => {
    const { page, context } = await newPage(browser, baseURL);
    await signIn(page);
    await page.goto('/apps/reports');
    await page.waitForURL('**/apps/reports/delivered');
    await page.getByRole('heading', { name: 'Relatórios entregues' }).waitFor();
    await page.getByRole('link', { name: 'Gerar relatório' }).click();
    await page.waitForURL('**/apps/reports/gerar');

    // Generate a PDF of the seeded demo campaign and watch its job to the end.
    // Picked with the keyboard: under load the live list below re-renders while the menu opens, and a
    // pointer click can land on the page behind the menu.
    await page.getByRole('combobox', { name: 'Campanha' }).click();
    const option = page.getByRole('option', { name: new RegExp(DEMO_CAMPAIGN) });
    await option.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Campanha' }).textContent())
      .toContain(DEMO_CAMPAIGN);
    await page.getByRole('radio', { name: 'PDF' }).check();
    const [created] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/reports') && res.request().method() === 'POST'),
      page.getByRole('button', { name: 'Gerar relatório' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const report = (await created.json()) as { id: string; status: string };
    expect(report.status).toBe('queued');
    const row = page.getByTestId(`report-${report.id}`);
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Pronto');
    expect(await row.textContent()).toContain(DEMO_CAMPAIGN);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-gerar.png`, fullPage: true });

    // Deliver it to the client.
    await row.getByRole('button', { name: 'Entregar ao cliente' }).click();
    await page.getByLabel('Destinatário (cliente)').fill('Laboratório Alfa');
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect.poll(() => row.textContent()).toContain('Entregue em');

    // Download it: a real browser download of the PDF, with the Portuguese name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Relatório - Onda 1 — Cardiologia 2026 - \d\d-\d\d-\d{4}\.pdf$/,
    );
    const file = await readFile((await download.path()) as string);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(2000);

    // 'Entregues' lists it with who downloaded it.
    await page.getByTestId('shell-content').getByRole('link', { name: 'Relatórios entregues' }).click();
    const delivered = page.getByTestId(`delivered-${report.id}`);
    await expect.poll(() => delivered.textContent(), { timeout: 15_000 }).toContain('Administrador — ');
    expect(await delivered.textContent()).toContain('para Laboratório Alfa');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-delivered.png`, fullPage: true });

    // The client, with the campaign's share link and no account, sees and downloads it too.
    const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
    const campaigns = await fetch(new URL('/api/campaigns?pageSize=100', baseURL), {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await campaigns.json()) as { items: { name: string; shareToken: string }[] };
    const share = items.find((item) => item.name === DEMO_CAMPAIGN)?.shareToken as string;
    const guest = await newPage(browser, baseURL);
    await guest.page.goto(`/apps/reports?share=${share}`);
    const shared = guest.page.getByTestId(`delivered-${report.id}`);
    await shared.waitFor();
    const [guestDownload] = await Promise.all([
      guest.page.waitForEvent('download'),
      shared.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect((await readFile((await guestDownload.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
    await guest.page.reload();
    await expect
      .poll(() => guest.page.getByTestId(`delivered-${report.id}`).textContent(), { timeout: 15_000 })
      .toContain('convidado com link — ');
    if (SHOTS) await guest.page.screenshot({ path: `${SHOTS}/reports-shared.png`, fullPage: true });
    await Promise.all([context.close(), guest.context.close()]);
  });
});
