import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { workerServer } from './support/server';
import { signInAs } from './support/sign-in';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// An 8×8 PNG picture (a real image: the server reads its type from the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGElEQVR42mNkaGAgCTCOahjVMKphEGsAAPXmA/nqaH2SAAAAAElFTkSuQmCC',
  'base64',
);

const list = (page: Page, name: string) => page.getByRole('region', { name: `Lista ${name}` });
const card = (page: Page, name: string) => page.getByLabel(`Cartão ${name}`, { exact: true });

describe('scrumboard', () => {
  it('builds a board, moves a card by drag and drop (seen live on a second page), attaches a picture, finds all after a reload', async () => {
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

    // A second page on the same board, live: it sees the move without reloading.
    const second = await newPage(browser, baseURL);
    await second.context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(second.page, 'staff');
    await second.page.goto(page.url());
    await card(second.page, 'Revisar roteiro').waitFor();
    await second.page.getByText('Ao vivo', { exact: true }).waitFor();

    // Keyboard drag (the dnd library's own): to the next list.
    const handle = page
      .locator('[data-rfd-drag-handle-draggable-id]')
      .filter({ has: card(page, 'Revisar roteiro') });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await list(page, 'Feito').getByLabel('Cartão Revisar roteiro', { exact: true }).waitFor();
    await list(second.page, 'Feito')
      .getByLabel('Cartão Revisar roteiro', { exact: true })
      .waitFor({ timeout: 5_000 });

    // A picture on the card: its preview in the card, kept by the server.
    await card(page, 'Revisar roteiro').click();
    await page
      .getByLabel('Escolher arquivos')
      .setInputFiles({ name: 'quadro-branco.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Prévia de quadro-branco.png' }).waitFor();
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await second.context.close();

    await page.reload();
    await list(page, 'Feito').getByLabel('Cartão Revisar roteiro', { exact: true }).waitFor();
    expect(
      await list(page, 'A fazer')
        .getByRole('button', { name: /^Cartão / })
        .count(),
    ).toBe(0);
    await card(page, 'Revisar roteiro').click();
    await page.getByRole('img', { name: 'Prévia de quadro-branco.png' }).waitFor();
    await context.close();
  });
});
