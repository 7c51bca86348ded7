import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldingSurvey, respondentToken, settled } from './support/a11y-pages';
import { signInToken } from './support/accounts';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';
import { signInAs } from './support/sign-in';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new respondent answers the campaign's one question through the player's API. */
async function complete(campaignId: string) {
  const token = await respondentToken();
  const started = await api<{ id: string }>(
    `/api/survey-player/campaigns/${campaignId}/responses`,
    token,
    {},
  );
  const done = await api<{ status: string }>(`/api/survey-player/responses/${started.id}/complete`, token, {
    answers: { opiniao: 'Boa' },
    idempotencyKey: randomUUID(),
  });
  expect(done.status).toBe('complete');
}

async function pickProject(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByRole('option', { name }).click();
}

describe('analytics and project dashboards', { timeout: 120_000 }, () => {
  it("shows a project's completes as they come, week by week, with its charts, budget and weather", async () => {
    const staff = await signInToken('staff@pesquisemais.com.br', DEMO.staffPassword);
    const name = `Painel de projetos ${randomUUID().slice(0, 6)}`;
    const { campaignId } = await fieldingSurvey(staff, name, [
      { type: 'text', name: 'opiniao', title: 'O que achou do tratamento?' },
    ]);
    await complete(campaignId);

    const { context, page } = await newPage(browser, baseURL);
    await signInAs(page, 'staff');
    await page.goto('/apps/dashboards/project');
    await page.getByRole('heading', { name: 'Painel de projetos', level: 1 }).waitFor();
    await pickProject(page, name);
    const completes = page.getByTestId('kpi-completes');
    await expect.poll(() => completes.textContent()).toBe('1');
    await page.getByText('Iniciadas: 1').waitFor();
    // The channel donut and the problems chart are drawn by ApexCharts.
    await expect.poll(() => page.locator('.apexcharts-canvas').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Semana passada' }).click();
    await expect.poll(() => completes.textContent()).toBe('0');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/project-dashboard-1366.png`, fullPage: true });

    // One more complete reaches the dashboard on its next read.
    await complete(campaignId);
    await page.reload();
    await pickProject(page, name);
    await expect.poll(() => completes.textContent()).toBe('2');

    expect(await page.getByTestId('budget-total').textContent()).toMatch(
      /^Total investido: R\$\s[\d.,]+ de R\$\s[\d.,]+/,
    );
    await page.getByRole('combobox', { name: 'Cidade' }).click();
    await page.getByRole('option', { name: 'Manaus (AM)' }).click();
    await expect.poll(() => page.getByTestId('weather-now').textContent()).toMatch(/^\d+ °C$/);
    await page.getByRole('tab', { name: /^Amanhã \(\d+\)$/ }).click();
    await context.close();
  });

  it('draws the year, the completion rate, the invitations and the panel on the analytics page', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signInAs(page, 'staff');
    await page.getByRole('link', { name: 'Painel de análises' }).click();
    await page.waitForURL('**/apps/dashboards/analytics');
    await page.getByRole('heading', { name: 'Painel de análises', level: 1 }).waitFor();
    await settled(page);
    expect(await page.getByTestId('trend-Taxa de conclusão').textContent()).toMatch(/^\d+(,\d)?%$/);
    expect(await page.getByTestId('trend-Convites').textContent()).toMatch(/^\d[\d.]*$/);
    // The seeded panel is split by region and specialty: those donuts are drawn.
    await expect
      .poll(() => page.locator('.apexcharts-donut, .apexcharts-pie').count())
      .toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Ano passado' }).click();
    await page.getByRole('table', { name: 'Respostas por mês (Ano passado)' }).waitFor({ state: 'attached' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-dashboard-1366.png`, fullPage: true });
    await context.close();
  });
});
