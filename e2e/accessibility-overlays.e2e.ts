/**
 * What the route walk (accessibility.e2e.ts) cannot see: overlays open (drawers, dialogs, search) and the survey
 * player with every question type the editor offers, its error, end and closed pages — under axe at 1366 and 360 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestion, QUESTION_KINDS } from '../apps/web/src/features/survey-editor/model/question-types';
import { a11yPages, fieldingSurvey, respondentToken, settled } from './support/a11y-pages';
import { signInToken } from './support/accounts';
import { api } from './support/api';
import { axeViolations, DESKTOP, PHONE } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
});
afterAll(() => browser.close());

const { openPage, openShellPage } = a11yPages(() => browser, baseURL);

/** One question of every kind the editor offers (all required but the information block and the expression). */
const EVERY_KIND = QUESTION_KINDS.map((kind, index) => {
  const question = createQuestion(kind.id, `q${index + 1}`) as Record<string, unknown>;
  if (kind.id === 'blocoInformativo') return question;
  if (kind.id === 'expressao') return { ...question, title: 'Total calculado', expression: '{q4} * 2' };
  return { ...question, title: `${kind.label}: pergunta de teste`, isRequired: true };
});

describe.each([
  ['1366', DESKTOP],
  ['360', PHONE],
] as const)('overlays open, under axe, at %s px', { timeout: 240_000 }, (width, viewport) => {
  const isPhone = viewport.width < 600;

  it('the shell: navigation drawer, theme settings, quick panel, search with results', async () => {
    const { context, page } = await openShellPage(viewport, admin);
    const found: string[] = [];
    if (isPhone) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByTestId('navbar').waitFor();
      found.push(...(await axeViolations(page, `menu [${width}]`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('navbar').isVisible()).toBe(false);
    }
    await page.getByRole('button', { name: 'Configurações de tema' }).click();
    await page.getByRole('radio', { name: 'Boxed' }).waitFor();
    found.push(...(await axeViolations(page, `configurações de tema [${width}]`)));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('radio', { name: 'Boxed' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Painel rápido' }).click();
    await page.getByRole('list', { name: 'Notas' }).waitFor();
    found.push(...(await axeViolations(page, `painel rápido [${width}]`)));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('list', { name: 'Notas' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('combobox', { name: 'Buscar páginas' }).fill('campanhas');
    await page.getByRole('option').first().waitFor();
    found.push(...(await axeViolations(page, `busca com resultados [${width}]`)));
    await page.getByRole('combobox', { name: 'Buscar páginas' }).fill('zzz-nada');
    await page.getByText('No results..').waitFor();
    found.push(...(await axeViolations(page, `busca sem resultados [${width}]`)));
    await context.close();
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });

  it('dialogs: confirm, new questionnaire, respondent edit; the cookie notice', async () => {
    const { context, page } = await openPage(viewport, { token: admin });
    const found: string[] = [];
    await page.goto('/settings/sessoes');
    await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    await page.getByRole('dialog', { name: 'Sair de todos os dispositivos?' }).waitFor();
    found.push(...(await axeViolations(page, `confirmação [${width}]`)));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto('/apps/coleta/questionarios');
    await page.getByRole('button', { name: 'Novo questionário' }).click();
    await page.getByRole('dialog', { name: 'Novo questionário' }).waitFor();
    found.push(...(await axeViolations(page, `novo questionário [${width}]`)));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto('/apps/survey-users');
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Editar respondente' }).waitFor();
    found.push(...(await axeViolations(page, `editar respondente [${width}]`)));
    await page.keyboard.press('Escape');
    await context.close();

    const guest = await openPage(viewport, { acceptCookies: false });
    await guest.page.goto('/login');
    await guest.page.getByRole('button', { name: 'ACEITAR' }).waitFor();
    found.push(...(await axeViolations(guest.page, `aviso de cookies [${width}]`)));
    await guest.context.close();
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });

  it('the survey player: every question type, its validation errors, the end page and the closed page', async () => {
    const { surveyId, campaignId } = await fieldingSurvey(admin, 'Todos os tipos', EVERY_KIND);
    const { context, page } = await openPage(viewport, { token: await respondentToken() });
    const found: string[] = [];
    await page.goto(`/apps/surveyplayer/${surveyId}?campaign=${campaignId}`);
    const complete = page.getByRole('button', { name: 'Enviar respostas' });
    await complete.waitFor({ timeout: 30_000 });
    await settled(page);
    const required = QUESTION_KINDS.filter((kind) => !['blocoInformativo', 'expressao'].includes(kind.id));
    for (const kind of QUESTION_KINDS.filter((k) => k.id !== 'blocoInformativo'))
      expect(
        await page.getByText(kind.id === 'expressao' ? 'Total calculado' : `${kind.label}: pergunta`).count(),
      ).toBeGreaterThan(0);
    found.push(...(await axeViolations(page, `player, todos os tipos [${width}]`)));

    await complete.click();
    await expect
      .poll(
        async () =>
          (await page.locator('.sd-question__erbox').allTextContents()).filter((t) => t.trim()).length,
      )
      .toBe(required.length);
    found.push(...(await axeViolations(page, `player com erros de validação [${width}]`)));
    await context.close();

    // Without a campaign open for it, the player says so on its closed page.
    const closed = await openPage(viewport, { token: await respondentToken() });
    await api(`/api/campaigns/${campaignId}/status`, admin, { status: 'closed' });
    await closed.page.goto(`/apps/surveyplayer/${surveyId}?campaign=${campaignId}`);
    await closed.page.locator('[data-end="closed"]').waitFor({ timeout: 30_000 });
    found.push(...(await axeViolations(closed.page, `player, pesquisa indisponível [${width}]`)));
    await closed.context.close();
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });
});
