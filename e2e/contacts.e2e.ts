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

describe('contacts app', () => {
  it('adds a contact, stars it, finds it among the starred after a reload and removes it', async () => {
    const name = `Helena${Date.now() % 100000}`;
    const { page, context } = await newPage(browser, baseURL);
    await signInAs(page, 'staff');
    await page.getByRole('link', { name: 'Atalho: Contatos' }).click();
    await page.waitForURL('**/apps/contacts/all');
    await page.getByRole('button', { name: 'Novo contato' }).click();
    await page.getByRole('textbox', { name: /^Nome/ }).fill(name);
    await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Prado');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('helena.prado@exemplo.com.br');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const fullName = `${name} Prado`;
    await expect.poll(() => page.getByRole('button', { name: fullName, exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: `Marcar ${fullName} com estrela` }).click();
    await page.getByRole('button', { name: `Remover estrela de ${fullName}` }).waitFor();
    await page.getByRole('link', { name: 'Com estrela' }).click();
    await page.waitForURL('**/apps/contacts/starred');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: fullName, exact: true }).isVisible()).toBe(true);

    // Unstar from the starred list: it leaves the list.
    await page.getByRole('button', { name: `Remover estrela de ${fullName}` }).click();
    await expect.poll(() => page.getByRole('button', { name: fullName, exact: true }).count()).toBe(0);

    await page.goto('/apps/contacts/all');
    await page.getByRole('button', { name: fullName, exact: true }).click();
    await page.getByRole('button', { name: 'Remover' }).click();
    await expect.poll(() => page.getByRole('button', { name: fullName, exact: true }).count()).toBe(0);
    await context.close();
  });
});
