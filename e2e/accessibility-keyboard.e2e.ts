/**
 * Keyboard-only use: signing in, the skip link, focus that stays inside an open panel and comes back to its
 * button on Escape, a snackbar heard in a live region, answering a survey.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yPages, fieldingSurvey, respondentToken, settled } from './support/a11y-pages';
import { accountWith, signInToken } from './support/accounts';
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
      await tabTo(page, /^Pular para o conteúdo$/, 250);
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
    const { surveyId, campaignId } = await fieldingSurvey(admin, 'Teclado', [
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
    await page.getByRole('button', { name: 'Enviar respostas' }).waitFor({ timeout: 30_000 });
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
    await tabTo(page, /^Enviar respostas$/, 10);
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
