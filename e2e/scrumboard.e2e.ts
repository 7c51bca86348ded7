import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { signInAs } from './support/sign-in';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const list = (page: Page, name: string) => page.getByRole('region', { name: `Lista ${name}` });
const card = (page: Page, name: string) => page.getByLabel(`Cartão ${name}`, { exact: true });

describe('scrumboard', () => {
  it('builds a board, moves a card by drag and drop and finds it moved after a reload', async () => {
    const { page, context } = await newPage(browser, baseURL);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(page, 'staff');
    await page.goto('/apps/scrumboard');
    await page.waitForURL('**/apps/scrumboard/boards');
    // The demo user's sample board is there.
    await page.getByRole('heading', { name: 'Sprint do painel 2026' }).waitFor();

    const name = `Sprint ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Novo quadro' }).click();
    await page.getByLabel('Nome do quadro').fill(name);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/apps/scrumboard/boards/**/sprint-*');
    for (const listName of ['A fazer', 'Feito']) {
      await page.getByRole('button', { name: 'Adicionar lista' }).click();
      await page.getByLabel('Nome da lista').fill(listName);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await list(page, listName).waitFor();
    }
    await page.getByLabel('Novo cartão em A fazer').fill('Revisar roteiro');
    await page.getByLabel('Novo cartão em A fazer').press('Enter');
    await card(page, 'Revisar roteiro').waitFor();

    // Keyboard drag (the dnd library's own): to the next list.
    const handle = page
      .locator('[data-rfd-drag-handle-draggable-id]')
      .filter({ has: card(page, 'Revisar roteiro') });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await list(page, 'Feito').getByLabel('Cartão Revisar roteiro', { exact: true }).waitFor();

    await page.reload();
    await list(page, 'Feito').getByLabel('Cartão Revisar roteiro', { exact: true }).waitFor();
    expect(
      await list(page, 'A fazer')
        .getByRole('button', { name: /^Cartão / })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
