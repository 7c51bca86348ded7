import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** Builds: page 1 'especialidade' (single choice), page 2 'comentario' shown only for cardiologia. */
async function buildQuestionnaire(page: Page, title: string) {
  await page.goto('/apps/coleta/questionarios');
  await page.getByRole('button', { name: 'Novo questionário' }).click();
  await page.getByLabel('Título').fill(title);
  await page.getByRole('button', { name: 'Criar' }).click();
  await page.waitForURL('**/apps/coleta/surveyedit/**');

  await page.getByRole('button', { name: 'Adicionar pergunta na Página 1' }).click();
  await page.getByRole('menuitem', { name: 'Escolha única' }).click();
  const name = page.getByLabel('Nome (código da variável)');
  await name.fill('especialidade');
  await name.blur();
  await page.getByLabel('Título', { exact: true }).fill('Qual é a sua especialidade?');
  await page.getByLabel('Opções (uma por linha)').fill('cardiologia\npediatria');
  await page.getByLabel('Obrigatória').check();

  await page.getByRole('button', { name: 'Adicionar página' }).click();
  await page.getByRole('button', { name: 'Adicionar pergunta na Página 2' }).click();
  await page.getByRole('menuitem', { name: 'Texto', exact: true }).click();
  const second = page.getByLabel('Nome (código da variável)');
  await second.fill('comentario');
  await second.blur();
  await page.getByLabel('Título', { exact: true }).fill('Comente o tratamento em cardiologia');
  await page.getByRole('button', { name: 'Adicionar condição' }).click();
  await pick(page, 'Valor 1', 'cardiologia');
  await expect.poll(visible(page, 'alterações salvas'), { timeout: 15_000 }).toBe(true);
  await shot(page, '01-editor');

  await page.getByRole('tab', { name: 'Pré-visualização' }).click();
  await expect.poll(visible(page, 'Qual é a sua especialidade?'), { timeout: 30_000 }).toBe(true);
  await shot(page, '02-preview');
  await page.getByRole('tab', { name: 'Editar' }).click();

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect.poll(visible(page, /Questionário publicado/)).toBe(true);
}

async function openCampaignWithQuota(page: Page, title: string): Promise<string> {
  await page.goto('/apps/coleta/campanhas');
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  await pick(page, 'Questionário publicado', new RegExp(title));
  await page.getByLabel('Nome da campanha').fill(`Onda ${title}`);
  await page.getByRole('button', { name: 'Criar campanha' }).click();
  await page.waitForURL('**/apps/coleta/campanhas/**');
  const campaignId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Colocar em campo' }).click();
  await expect.poll(visible(page, 'Em campo')).toBe(true);
  await page.getByRole('button', { name: 'Editar campanha' }).click();
  await page.getByLabel('Encerramento').fill('2030-12-31T18:00');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect.poll(visible(page, /Encerramento: 31\/12\/2030 18:00/)).toBe(true);

  await page.getByRole('tab', { name: 'Cotas' }).click();
  await page.getByRole('button', { name: 'Nova cota' }).click();
  await page.getByLabel('Nome da cota').fill('Cardiologistas');
  await page.getByRole('button', { name: 'Adicionar condição' }).click();
  await pick(page, 'Valor 1', 'cardiologia');
  await page.getByLabel('Meta', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Salvar cota' }).click();
  await expect.poll(visible(page, '0 de 1 (0%)')).toBe(true);
  await shot(page, '03-quota');
  return campaignId;
}

async function invite(page: Page, name: string, email: string): Promise<string> {
  await page.getByRole('tab', { name: 'Convites' }).click();
  await page.getByLabel('Nome do respondente').fill(name);
  await page.getByLabel('E-mail do respondente').fill(email);
  await page.getByRole('button', { name: 'Criar convite' }).click();
  const field = page.getByLabel(`Link de ${email}`);
  await expect.poll(() => field.isVisible()).toBe(true);
  return field.inputValue();
}

/** A guest opens the invitation link and answers page 1 with 'cardiologia'. */
async function answerFirstPage(link: string) {
  const { context, page } = await newPage(browser, baseURL);
  await page.goto(link);
  await expect.poll(visible(page, 'Qual é a sua especialidade?'), { timeout: 30_000 }).toBe(true);
  expect(new URL(page.url()).pathname).toContain('/apps/surveyplayer/');
  await page.getByText('cardiologia', { exact: true }).click();
  // The page is saved as a partial response when the respondent moves on.
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes('/api/survey-player/responses/'),
    ),
    page.getByRole('button', { name: 'Próximo' }).click(),
  ]);
  return { context, page };
}

describe('survey core end to end', () => {
  it('builds, publishes, fields, answers with resume, fills the quota and exports', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now();
    const title = `Pesquisa E2E ${stamp}`;
    const { context: staffContext, page: staff } = await newPage(browser, baseURL);
    await signIn(staff, 'staff@pesquisemais.com.br', DEMO.staffPassword);
    await buildQuestionnaire(staff, title);
    const campaignId = await openCampaignWithQuota(staff, title);
    const firstLink = await invite(staff, 'Ana Cardio', `ana-${stamp}@exemplo.com.br`);
    const secondLink = await invite(staff, 'Bruno Cardio', `bruno-${stamp}@exemplo.com.br`);
    expect(firstLink).toContain(`campaign=${campaignId}`);

    // Invited respondent: answers page 1, reloads, resumes on page 2 (the condition shows it), completes.
    const first = await answerFirstPage(firstLink);
    await expect.poll(visible(first.page, 'Comente o tratamento em cardiologia')).toBe(true);
    await first.page.reload();
    await expect
      .poll(visible(first.page, 'Comente o tratamento em cardiologia'), { timeout: 30_000 })
      .toBe(true);
    await shot(first.page, '04-resumed');
    await first.page.getByRole('textbox').first().fill('Bom tratamento');
    await first.page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect.poll(visible(first.page, 'Obrigado!'), { timeout: 15_000 }).toBe(true);
    await shot(first.page, '05-complete');
    await first.context.close();

    // The quota (1 cardiologist) is full: the second cardiologist ends on the over-quota page.
    const second = await answerFirstPage(secondLink);
    const endedEarly = await second.page
      .getByText('Cota preenchida')
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!endedEarly) {
      await second.page.getByRole('textbox').first().fill('Também cardiologista');
      await second.page.getByRole('button', { name: 'Enviar respostas' }).click();
    }
    await expect.poll(visible(second.page, 'Cota preenchida'), { timeout: 15_000 }).toBe(true);
    await shot(second.page, '06-over-quota');
    await second.context.close();

    // Staff: the responses and the CSV.
    await staff.goto(`/apps/coleta/campanhas/${campaignId}`);
    await staff.getByRole('tab', { name: 'Respostas' }).click();
    await expect.poll(visible(staff, 'Completa')).toBe(true);
    await expect.poll(visible(staff, 'Cota cheia')).toBe(true);
    await shot(staff, '07-responses');
    await staff.getByRole('button', { name: 'Exportar respostas' }).click();
    // Over-quota responses go in too, with their status.
    await staff.getByRole('checkbox', { name: 'Cota cheia' }).check();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Exportar', exact: true }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('especialidade');
    expect(csv).toContain('cardiologia');
    expect(csv).toContain('Bom tratamento');
    expect(csv).toContain(';Completa;');
    expect(csv).toContain(';Cota cheia;');

    // Targets: the share link shows this campaign's quotas to a guest; without it, no data.
    await staff.getByRole('tab', { name: 'Visão geral' }).click();
    const shareLink = await staff
      .getByLabel('Link de compartilhamento das cotas (somente leitura)')
      .inputValue();
    const guest = await newPage(browser, baseURL);
    await guest.page.goto(new URL(shareLink).pathname + new URL(shareLink).search);
    await expect.poll(visible(guest.page, '1 de 1 (100%) · cota cheia'), { timeout: 15_000 }).toBe(true);
    await shot(guest.page, '08-shared-targets');
    // The condition in words, with the question's title, never the expression.
    expect(await guest.page.getByText('Condição: Qual é a sua especialidade? = cardiologia').count()).toBe(1);
    expect(await guest.page.getByText(/\{especialidade\}/).count()).toBe(0);
    await guest.page.goto(`/apps/targets/${campaignId}`);
    await expect.poll(visible(guest.page, /use um link de compartilhamento/), { timeout: 15_000 }).toBe(true);
    expect(await guest.page.getByText('Cardiologistas').count()).toBe(0);
    await guest.context.close();

    // Interviewers study the questionnaire as steps.
    await staff.goto('/apps/coleta/questionarios');
    await staff.getByRole('link', { name: title, exact: true }).click();
    await expect.poll(visible(staff, 'Página 1 de 2'), { timeout: 30_000 }).toBe(true);
    await expect.poll(visible(staff, 'Qual é a sua especialidade?'), { timeout: 30_000 }).toBe(true);
    await staff.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(visible(staff, 'Comente o tratamento em cardiologia')).toBe(true);
    await shot(staff, '09-steps');
    await staffContext.close();
  });
});
