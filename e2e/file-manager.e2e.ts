import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { workerServer } from './support/server';
import { signInAs } from './support/sign-in';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('file manager', () => {
  it('makes a folder, uploads into it, downloads the file and finds it after a reload; deletes it', async () => {
    const { page, context } = await newPage(browser, baseURL, { bypassCSP: true });
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(page, 'staff');
    await page.goto('/apps/file-manager');
    const table = page.getByRole('table', { name: 'Arquivos e pastas' });
    // The demo user's sample folders are there.
    await table.getByRole('button', { name: 'Propostas' }).waitFor();

    const folder = `Campo ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Nova pasta' }).click();
    await page.getByLabel('Nome da pasta').fill(folder);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await table.getByRole('button', { name: folder }).click();
    await page
      .getByRole('complementary', { name: 'Detalhes' })
      .getByRole('button', { name: 'Abrir' })
      .click();
    await page.waitForURL('**/apps/file-manager?pasta=*');
    await page.getByText('Esta pasta está vazia.').waitFor();

    await page
      .getByLabel('Arquivos para enviar')
      .setInputFiles({ name: 'cotas.csv', mimeType: 'text/csv', buffer: Buffer.from('região;n\nSul;10\n') });
    await table.getByRole('button', { name: 'cotas.csv' }).click();
    const details = page.getByRole('complementary', { name: 'Detalhes' });
    await details.getByText('Planilha').waitFor();
    expect(await details.textContent()).toContain(`Meus arquivos / ${folder}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cotas.csv');

    await page.reload();
    await table.getByRole('button', { name: 'cotas.csv' }).click();
    await expect.poll(async () => (await details.textContent()) ?? '').not.toContain('Nunca');

    // 'Mover para…' up to 'Meus arquivos', then back into the folder (the dialog passes axe).
    await details.getByRole('button', { name: 'Mover para…' }).click();
    const move = page.getByRole('dialog', { name: 'Mover “cotas.csv” para…' });
    await move.getByRole('button', { name: 'Pasta de cima' }).click();
    await move.getByRole('button', { name: folder }).waitFor();
    expect(await axeViolations(page, 'diálogo Mover para')).toEqual([]);
    await move.getByRole('button', { name: 'Mover para cá' }).click();
    await page.getByText('Esta pasta está vazia.').waitFor();
    await page.goto('/apps/file-manager');
    await table.getByRole('button', { name: 'cotas.csv' }).click();
    await details.getByRole('button', { name: 'Mover para…' }).click();
    await move.getByRole('button', { name: folder }).click();
    await move.getByText(`Meus arquivos / ${folder}`).waitFor();
    await move.getByRole('button', { name: 'Mover para cá' }).click();
    await move.waitFor({ state: 'detached' });
    await table.getByRole('button', { name: folder }).click();
    await details.getByRole('button', { name: 'Abrir' }).click();
    await table.getByRole('button', { name: 'cotas.csv' }).click();

    await details.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Esta pasta está vazia.').waitFor();
    await context.close();
  });
});
