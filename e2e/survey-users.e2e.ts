import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A published questionnaire and a campaign of it, through the API. */
async function campaignNamed(token: string, name: string): Promise<string> {
  const schema = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'nota', title: 'Nota' }] }] };
  const survey = await api<{ id: string }>('/api/surveys', token, { title: `Questionário ${name}`, schema });
  await api(`/api/surveys/${survey.id}/publish`, token, {});
  const campaign = await api<{ id: string }>('/api/campaigns', token, {
    surveyId: survey.id,
    name,
    mode: 'web',
  });
  return campaign.id;
}

describe('respondent panel', () => {
  it('imports a CSV with a bad row, reports it, finds the imported respondent by a filter and opens its history', async () => {
    const stamp = Date.now();
    const specialty = `Cardiologia ${stamp}`;
    const email = `helena.${stamp}@painel.com.br`;
    const csv = [
      'Nome;E-mail;Especialidade;Região;CRM;Consentimento',
      `Helena Prado;${email};${specialty};Sudeste;${stamp}-SP;sim`,
      `Igor Matos;igor.${stamp}@painel.com.br;Pediatria;Sul;1-RS;não`,
      `Sem Arroba;sem-arroba-${stamp};Pediatria;Sul;2-RS;sim`,
    ].join('\r\n');

    const { context, page } = await newPage(browser, baseURL);
    // The cookie notice (public.e2e.ts tests it) would sit over the dialog's buttons.
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@pesquisemais.com.br');
    await page.getByLabel('Senha').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/apps/survey-users');
    await page.getByRole('heading', { name: 'Usuários das pesquisas' }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Importar respondentes' }).click();
    await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles({
      name: 'painel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });
    const plan = page.getByTestId('import-plan');
    await expect
      .poll(() => plan.textContent(), { timeout: 15_000 })
      .toContain('2 novos respondentes · 0 atualizações · 1 linha rejeitada');
    expect(await page.getByRole('combobox', { name: 'Campo da coluna Região' }).textContent()).toBe(
      'Atributo',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-import-preview.png`, fullPage: true });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();

    await page.getByText(/Importação concluída/).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('import-Inseridos').textContent()).toContain('2');
    expect(await page.getByTestId('import-Rejeitados').textContent()).toContain('1');
    const rejected = page.getByRole('table', { name: 'Linhas rejeitadas' });
    expect(await rejected.getByRole('row').nth(1).textContent()).toBe(`4sem-arroba-${stamp}E-mail inválido`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar relatório' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('relatorio-importacao.csv');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-import-report.png`, fullPage: true });
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Invite the imported respondent to a campaign, so its history has something to show.
    const admin = await api<{ access_token: string }>('/api/auth/signin', null, {
      email: 'admin@pesquisemais.com.br',
      password: DEMO.adminPassword,
    });
    const token = admin.access_token;
    const found = await api<{ items: { id: string }[] }>(
      `/api/survey-users/respondents?q=${encodeURIComponent(email)}`,
      token,
    );
    const campaignName = `Onda do painel ${stamp}`;
    const campaignId = await campaignNamed(token, campaignName);
    await api(`/api/campaigns/${campaignId}/invitations`, token, { respondentIds: [found.items[0]?.id] });

    await page.getByRole('combobox', { name: 'Atributo' }).click();
    await page.getByRole('option', { name: 'Especialidade' }).click();
    await page.getByRole('combobox', { name: 'Valor' }).fill(specialty);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const table = page.getByRole('table', { name: 'Respondentes' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('Helena Prado');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-list.png`, fullPage: true });

    await page.getByRole('button', { name: 'Histórico de Helena Prado' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(campaignName).waitFor({ timeout: 15_000 });
    expect(await dialog.getByText('Na fila').isVisible()).toBe(true);
    expect(await dialog.getByText('Não respondeu').isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-history.png`, fullPage: true });
    await context.close();
  });
});
