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

describe('to-do app', () => {
  it('adds a task, toggles a label on it, finds it under the label after a reload and removes it', async () => {
    const title = `Revisar cotas ${Date.now() % 100000}`;
    const { page, context } = await newPage(browser, baseURL);
    await signInAs(page, 'staff');
    await page.getByRole('link', { name: 'Atalho: Tarefas' }).click();
    await page.waitForURL('**/apps/todo/all');
    await page.getByRole('button', { name: 'Nova tarefa' }).click();
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Prazo').fill('2026-12-10T14:30');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const row = page.getByRole('button', { name: `Editar ${title}` });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Prazo: 10 de dez de 2026');

    await page.getByRole('checkbox', { name: `Selecionar ${title}` }).check();
    await page.getByRole('button', { name: 'Etiquetas' }).click();
    await page.getByRole('menuitem', { name: 'Mobile' }).click();
    await expect.poll(() => row.textContent()).toContain('Mobile');

    await page.goto('/apps/todo/label/mobile');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: `Editar ${title}` }).isVisible()).toBe(true);
    // Toggling again takes the label off.
    await page.getByRole('checkbox', { name: `Selecionar ${title}` }).check();
    await page.getByRole('button', { name: 'Etiquetas' }).click();
    await page.getByRole('menuitem', { name: 'Mobile' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Editar ${title}` }).count()).toBe(0);

    // Removing is soft: the task shows under Excluídas.
    await page.goto('/apps/todo/all');
    await page.getByRole('button', { name: `Editar ${title}` }).click();
    await page.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Editar ${title}` }).count()).toBe(0);
    await page.getByRole('link', { name: 'Excluídas' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Editar ${title}` }).isVisible()).toBe(true);
    await context.close();
  });
});
