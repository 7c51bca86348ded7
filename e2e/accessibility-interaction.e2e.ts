/**
 * What the route walk (accessibility.e2e.ts) cannot see: overlays open (drawers, dialogs, search), the survey
 * player with every question type the editor offers and its error and end pages, and keyboard-only use —
 * signing in, the skip link, focus that stays inside an open panel and comes back to its button on Escape,
 * answering a survey.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createQuestion, QUESTION_KINDS } from '../apps/web/src/features/survey-editor/model/question-types';
import { accountWith, signInToken } from './support/accounts';
import { api } from './support/api';
import { axePage, axeViolations, DESKTOP, PHONE } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';

const baseURL = inject('baseURL');
let browser: Browser;
let admin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
});
afterAll(() => browser.close());

type TViewport = { width: number; height: number };

/** A page for axe, cookies accepted unless told, signed in with `token` when given. */
const openPage = (viewport: TViewport, options: { token?: string; acceptCookies?: boolean } = {}) =>
  axePage(browser, baseURL, viewport, {
    token: options.token,
    acceptCookies: options.acceptCookies !== false,
  });

/** Waits until lazy chunks and first data have drawn (no spinner, network quiet). */
async function settled(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** A shell page (the typography demo: little content between the toolbar and the theme button), drawn. */
async function openShellPage(viewport: TViewport, token: string) {
  const opened = await openPage(viewport, { token });
  await opened.page.goto('/ui/typography');
  await opened.page.getByTestId('admin-shell').waitFor();
  await settled(opened.page);
  return opened;
}

/** `elements` as a published one-page questionnaire, fielding in a web campaign open to the panel. */
async function fieldingSurvey(
  title: string,
  elements: unknown[],
): Promise<{ surveyId: string; campaignId: string }> {
  const stamp = randomUUID().slice(0, 8);
  const survey = await api<{ id: string }>('/api/surveys/import', admin, {
    title: `${title} ${stamp}`,
    schema: { pages: [{ name: 'p1', elements }] },
  });
  await api(`/api/surveys/${survey.id}/publish`, admin, {});
  const campaign = await api<{ id: string }>('/api/campaigns', admin, {
    surveyId: survey.id,
    name: `${title} ${stamp}`,
    mode: 'web',
    isOpenToPanel: true,
  });
  await api(`/api/campaigns/${campaign.id}/status`, admin, { status: 'fielding' });
  return { surveyId: survey.id, campaignId: campaign.id };
}

/** One question of every kind the editor offers (all required but the information block and the expression). */
const EVERY_KIND = QUESTION_KINDS.map((kind, index) => {
  const question = createQuestion(kind.id, `q${index + 1}`) as Record<string, unknown>;
  if (kind.id === 'blocoInformativo') return question;
  if (kind.id === 'expressao') return { ...question, title: 'Total calculado', expression: '{q4} * 2' };
  return { ...question, title: `${kind.label}: pergunta de teste`, isRequired: true };
});

async function respondentToken(): Promise<string> {
  const stamp = randomUUID().slice(0, 8);
  const made = await api<{ access_token: string }>('/api/auth/register', null, {
    displayName: `Respondente ${stamp}`,
    email: `a11y.${stamp}@exemplo.com.br`,
    password: `Senha-forte-${stamp}`,
  });
  return made.access_token;
}

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
    const { surveyId, campaignId } = await fieldingSurvey('Todos os tipos', EVERY_KIND);
    const { context, page } = await openPage(viewport, { token: await respondentToken() });
    const found: string[] = [];
    await page.goto(`/apps/surveyplayer/${surveyId}?campaign=${campaignId}`);
    const complete = page.getByRole('button', { name: 'Completar' });
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

/** What has focus: its role-ish tag, its accessible name as far as the DOM tells, and whether a ring shows. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', ring: false, inDialog: false, id: '' };
    const style = getComputedStyle(el);
    const labels = (el as HTMLInputElement).labels;
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const name = (
      el.getAttribute('aria-label') ??
      (labelledBy.trim() ||
        labels?.[0]?.textContent ||
        el.textContent ||
        (el as HTMLInputElement).value ||
        '')
    ).trim();
    const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    // A text field shows focus on its outlined border (MUI marks the wrapper .Mui-focused).
    const ring = hasOutline || style.boxShadow !== 'none' || Boolean(el.closest('.Mui-focused'));
    const inDialog = Boolean(el.closest('.MuiDrawer-root, .MuiDialog-root, .MuiModal-root'));
    return { tag: el.tagName.toLowerCase(), name, ring, inDialog, id: el.id };
  });
}

/** Presses Tab until the focused element's name matches (at most `limit` stops), checking a ring at each stop. */
async function tabTo(page: Page, name: RegExp, limit = 40, key = 'Tab') {
  const stops: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    let now = await focused(page);
    // A ring may take a frame or two to draw (a style transition ending); a missing one stays missing.
    for (let wait = 0; wait < 5 && !now.ring && now.tag !== 'body'; wait++) {
      await page.waitForTimeout(60);
      now = await focused(page);
    }
    stops.push(`${now.tag} "${now.name.slice(0, 40)}"${now.ring ? '' : ' (sem foco visível)'}`);
    if (name.test(now.name)) return stops;
  }
  throw new Error(`Tab não chegou a ${name} em ${limit} paradas: ${stops.join(' → ')}`);
}

describe('keyboard only', { timeout: 180_000 }, () => {
  it('signs in with the keyboard, every stop of the form with a visible focus; the skip link reaches the content', async () => {
    const { context, page } = await openPage(DESKTOP);
    await page.goto('/login');
    await page.getByLabel('E-mail').waitFor();
    // The form starts on E-mail; one round of Tab (through the page and back) shows a ring at every stop.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^E-mail/);
    const stops = (await tabTo(page, /^E-mail/, 20)).filter((stop) => !stop.startsWith('body'));
    expect(stops.length).toBeGreaterThan(3);
    expect(stops.filter((stop) => stop.endsWith('(sem foco visível)'))).toEqual([]);
    await page.keyboard.type('admin@pesquisemais.com.br');
    await tabTo(page, /^Senha/, 3);
    await page.keyboard.type(DEMO.adminPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });

    // On a shell page the first stop is the skip link; it moves focus to the content.
    await page.goto('/ui/typography');
    await page.getByTestId('admin-shell').waitFor();
    await settled(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Pular para o conteúdo');
    expect(await page.getByRole('link', { name: 'Pular para o conteúdo' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('conteudo');
    await context.close();
  });

  it('opens the quick panel, theme settings and search with the keyboard; focus stays inside, Escape returns it', async () => {
    const { context, page } = await openShellPage(DESKTOP, admin);
    const unseen: string[] = [];
    // The skip link puts focus on the content: the toolbar is just behind it, the theme button just after.
    for (const [button, opened, isModal, key] of [
      ['Painel rápido', () => page.getByRole('list', { name: 'Notas' }), true, 'Shift+Tab'],
      ['Configurações de tema', () => page.getByRole('radio', { name: 'Boxed' }), true, 'Tab'],
      ['Buscar', () => page.getByRole('combobox', { name: 'Buscar páginas' }), false, 'Shift+Tab'],
    ] as const) {
      await page.keyboard.press('Tab');
      await tabTo(page, /^Pular para o conteúdo$/, 120);
      await page.keyboard.press('Enter');
      const stops = await tabTo(page, new RegExp(`^${button}$`), 40, key);
      unseen.push(...stops.filter((stop) => stop.endsWith('(sem foco visível)')));
      await page.keyboard.press('Enter');
      await opened().waitFor();
      if (isModal) {
        await expect
          .poll(async () => (await focused(page)).inDialog, { message: `${button}: foco no painel` })
          .toBe(true);
        // Focus trap: however far one tabs, focus stays in the open panel.
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press('Tab');
          expect((await focused(page)).inDialog, `${button}: Tab ${i + 1} saiu do painel`).toBe(true);
        }
      } else {
        // The search is a combobox in the toolbar: focus goes into its field.
        expect((await focused(page)).name).toBe('Buscar páginas');
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => opened().count()).toBe(0);
      await expect
        .poll(async () => (await focused(page)).name, { message: `${button}: foco devolvido` })
        .toBe(button);
    }
    expect(unseen).toEqual([]);
    await context.close();
  });

  it('announces a snackbar in a live region when a setting changed from the keyboard is saved', async () => {
    const { context, page } = await openShellPage(DESKTOP, await accountWith('user'));
    await page.getByRole('button', { name: 'Configurações de tema' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: 'Boxed' }).focus();
    await page.keyboard.press('Space');
    const snackbar = page.getByRole('alert').filter({ hasText: 'User data saved with api' });
    await expect.poll(() => snackbar.isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it('opens the navigation on a phone with the keyboard: focus trapped in the menu, Escape returns it', async () => {
    const { context, page } = await openShellPage(PHONE, admin);
    await tabTo(page, /^Abrir menu$/, 10);
    await page.keyboard.press('Enter');
    await page.getByTestId('navbar').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog, `Tab ${i + 1} saiu do menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('navbar').isVisible()).toBe(false);
    await expect.poll(async () => (await focused(page)).name).toBe('Abrir menu');
    await context.close();
  });

  it('answers a survey in the player: text, single choice, multiple choice, rating and yes/no', async () => {
    const { surveyId, campaignId } = await fieldingSurvey('Teclado', [
      { type: 'text', name: 'nome', title: 'Seu nome', isRequired: true },
      {
        type: 'radiogroup',
        name: 'area',
        title: 'Área',
        choices: ['Clínica', 'Cirurgia'],
        isRequired: true,
      },
      {
        type: 'checkbox',
        name: 'canais',
        title: 'Canais',
        choices: ['E-mail', 'Telefone'],
        isRequired: true,
      },
      { type: 'rating', name: 'nota', title: 'Nota', rateMin: 1, rateMax: 5, isRequired: true },
      {
        type: 'boolean',
        name: 'retorno',
        title: 'Aceita retorno?',
        labelTrue: 'Sim',
        labelFalse: 'Não',
      },
    ]);
    const token = await respondentToken();
    const { context, page } = await openPage(DESKTOP, { token });
    await page.goto(`/apps/surveyplayer/${surveyId}?campaign=${campaignId}`);
    await page.getByRole('button', { name: 'Completar' }).waitFor({ timeout: 30_000 });
    await settled(page);

    await page.getByRole('textbox', { name: /Seu nome/ }).waitFor();
    await tabTo(page, /Seu nome/, 120);
    await page.keyboard.type('Dra. Ana');
    await tabTo(page, /Clínica/, 5);
    await page.keyboard.press('ArrowDown'); // radios: the arrow moves to and selects 'Cirurgia'
    await tabTo(page, /E-mail/, 5);
    await page.keyboard.press('Space');
    await tabTo(page, /Telefone/, 3);
    await page.keyboard.press('Space');
    await tabTo(page, /^1$/, 5);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // 4
    await tabTo(page, /Aceita retorno|Sim|Não/, 5);
    await page.keyboard.press('Space');
    await tabTo(page, /^Completar$/, 10);
    const submitted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/complete'));
    await page.keyboard.press('Enter');
    const answers = (await submitted).postDataJSON() as { answers: Record<string, unknown> };
    expect(answers.answers).toMatchObject({
      nome: 'Dra. Ana',
      area: 'Cirurgia',
      canais: ['E-mail', 'Telefone'],
      nota: 4,
      retorno: true,
    });
    await page.locator('[data-end="complete"]').waitFor();
    await settled(page);
    const found = await axeViolations(page, 'player, página final');
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
    await context.close();
  });
});
