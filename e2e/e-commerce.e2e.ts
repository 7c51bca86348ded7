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

describe('e-commerce app', { timeout: 120_000 }, () => {
  it('saves a new product and finds it in the list, edited after a reload', async () => {
    const name = `Incentivo teste ${Date.now() % 100000}`;
    const { context, page } = await newPage(browser, baseURL);
    await signInAs(page, 'admin');
    await page.goto('/apps/e-commerce');
    await page.waitForURL('**/apps/e-commerce/products');
    await page.getByRole('link', { name: 'Novo produto' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(name);
    await page.getByLabel('Preço sem imposto (R$)').fill('200');
    await page.getByLabel('Estoque', { exact: true }).fill('30');
    await expect.poll(() => page.getByText(/Preço com imposto: R\$\s220,00/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Produto salvo.').isVisible()).toBe(true);
    await page.waitForURL(/\/apps\/e-commerce\/products\/[0-9a-f-]{36}\/incentivo-teste-/);
    await page.getByRole('heading', { name }).waitFor();

    // Replace it: inactive now; the change survives a reload.
    await page.getByLabel('Ativo', { exact: true }).uncheck();
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/e-commerce-app/product/save'),
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel('Ativo', { exact: true }).isChecked()).toBe(false);

    await page
      .getByRole('navigation', { name: 'E-commerce' })
      .getByRole('link', { name: 'Produtos' })
      .click();
    await page.getByLabel('Buscar produtos').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Inativo');
    expect(await row.textContent()).toMatch(/R\$\s220,00/);
    await context.close();
  });

  it("changes an order's status and finds it under that status filter", async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signInAs(page, 'admin');
    await page.goto('/apps/e-commerce/orders');
    await page.getByLabel('Buscar por referência ou cliente').fill('PM-2026-0002');
    await page.getByRole('link', { name: 'PM-2026-0002' }).click();
    await page.getByRole('heading', { name: 'Pedido PM-2026-0002' }).waitFor();
    await page.getByLabel('Nova situação').click();
    await page.getByRole('option', { name: 'Enviado' }).click();
    await page.getByRole('button', { name: 'Alterar situação' }).click();
    await expect.poll(() => page.getByText('Situação do pedido atualizada.').isVisible()).toBe(true);
    const history = page.getByRole('list', { name: 'Histórico de situações' });
    await expect
      .poll(async () => (await history.getByRole('listitem').first().textContent()) ?? '')
      .toContain('Enviado');

    await page.reload();
    await expect
      .poll(async () => (await history.getByRole('listitem').first().textContent()) ?? '')
      .toContain('Enviado');
    await page.getByRole('navigation', { name: 'E-commerce' }).getByRole('link', { name: 'Pedidos' }).click();
    await page.getByLabel('Situação', { exact: true }).click();
    await page.getByRole('option', { name: 'Enviado' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'PM-2026-0002' }).isVisible()).toBe(true);
    await context.close();
  });
});
