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

describe('knowledge base', () => {
  it('an admin writes an article that a guest then finds by search and reads; the admin removes it', async () => {
    const title = `Cotas por especialidade ${Date.now() % 100000}`;
    const admin = await newPage(browser, baseURL);
    await admin.context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(admin.page, 'admin');
    await admin.page.goto('/pages/knowledge-base');
    await admin.page
      .getByRole('link', { name: /^Ver todos os artigos/ })
      .nth(1)
      .click();
    await admin.page.waitForURL('**/pages/knowledge-base/questionarios');
    await admin.page.getByRole('button', { name: 'Novo artigo' }).click();
    await admin.page.getByRole('textbox', { name: 'Título' }).fill(title);
    await admin.page.getByRole('textbox', { name: 'Conteúdo do artigo' }).click();
    await admin.page.keyboard.type('Defina as cotas de cardiologistas antes do campo.');
    await admin.page.getByRole('checkbox', { name: 'Artigo em destaque' }).check();
    await admin.page.getByRole('button', { name: 'Salvar' }).click();
    await admin.page.waitForURL(/\/pages\/knowledge-base\/questionarios\/[\w-]+$/);
    await expect.poll(() => admin.page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const articleUrl = admin.page.url();

    const guest = await newPage(browser, baseURL);
    await guest.context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await guest.page.goto('/pages/knowledge-base');
    // The featured article is on its group's card; the search finds it by a word of its text.
    await expect.poll(() => guest.page.getByRole('link', { name: title }).isVisible()).toBe(true);
    await guest.page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('cardiologistas');
    await expect.poll(() => guest.page.getByText('1 artigo(s) encontrado(s)').isVisible()).toBe(true);
    await guest.page.getByRole('link', { name: new RegExp(title) }).click();
    await expect.poll(() => guest.page.getByText('Defina as cotas de cardiologistas').isVisible()).toBe(true);
    expect(await guest.page.getByRole('button', { name: 'Editar' }).count()).toBe(0);

    await admin.page.goto(articleUrl);
    await admin.page.getByRole('button', { name: 'Excluir' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await admin.page.waitForURL('**/pages/knowledge-base/questionarios');
    await expect.poll(() => admin.page.getByRole('link', { name: title }).count()).toBe(0);
    await guest.page.reload();
    await expect.poll(() => guest.page.getByText('Artigo não encontrado.').isVisible()).toBe(true);
    await admin.context.close();
    await guest.context.close();
  });
});
