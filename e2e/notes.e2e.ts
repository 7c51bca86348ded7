import type { Browser } from 'playwright-core';
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

describe('notes app', () => {
  it('writes a note with a checklist, finds it by search, archives it and finds it archived after a reload', async () => {
    const title = `Visita ao campo ${Date.now() % 100000}`;
    const card = (name = title) => page.getByRole('article', { name });
    const { page, context } = await newPage(browser, baseURL);
    // The cookie notice (public.e2e.ts tests it) would sit over the dialog's buttons.
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(page, 'staff');
    await page.goto('/apps/notes');
    await page.waitForURL('**/apps/notes/all');
    // The demo user's sample notes are there.
    await expect.poll(() => card('Roteiro do grupo focal').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Nova nota' }).click();
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByRole('textbox', { name: 'Novo item da lista' }).fill('Levar os tablets');
    await page.getByRole('textbox', { name: 'Novo item da lista' }).press('Enter');
    await page.getByRole('textbox', { name: 'Novo item da lista' }).fill('Conferir as cotas');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByRole('checkbox', { name: 'Concluir item 1' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => card().isVisible()).toBe(true);
    expect(await card().textContent()).toContain('Conferir as cotas');

    await page.getByRole('searchbox', { name: 'Buscar notas' }).fill('cotas');
    await expect.poll(() => card('Roteiro do grupo focal').count()).toBe(0);
    await expect.poll(() => card().isVisible()).toBe(true);

    await card().getByRole('button').click();
    await page.getByRole('button', { name: 'Arquivar' }).click();
    await expect.poll(() => card().count()).toBe(0);

    await page.getByRole('link', { name: 'Arquivo', exact: true }).click();
    await page.waitForURL('**/apps/notes/archive');
    await page.reload();
    await expect.poll(() => card().isVisible()).toBe(true);
    expect(await card().textContent()).toContain('Levar os tablets');
    await context.close();
  });
});
