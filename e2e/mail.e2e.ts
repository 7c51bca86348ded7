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

describe('mail app', () => {
  it('staff mails a colleague with rich text; the admin finds it unread in the inbox and reads it', async () => {
    const subject = `Cotas da onda ${Date.now() % 100000}`;
    const staff = await newPage(browser, baseURL);
    await signInAs(staff.page, 'staff');
    // The default shortcut opens the mailbox.
    await staff.page.getByRole('link', { name: 'Atalho: E-mail' }).click();
    await staff.page.waitForURL('**/apps/mail/inbox');
    await staff.page.getByRole('button', { name: 'Escrever' }).click();
    await staff.page.getByRole('textbox', { name: /^Para/ }).fill('admin@pesquisemais.com.br');
    await staff.page.getByLabel('Assunto').fill(subject);
    const body = staff.page.getByRole('textbox', { name: 'Mensagem' });
    await body.click();
    await staff.page.getByRole('button', { name: 'Negrito' }).click();
    await staff.page.keyboard.type('Meta batida');
    await staff.page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => staff.page.getByText('E-mail enviado.').isVisible()).toBe(true);
    await staff.page.getByRole('link', { name: 'Enviados' }).click();
    await expect.poll(() => staff.page.getByText(subject).isVisible()).toBe(true);
    await staff.context.close();

    const admin = await newPage(browser, baseURL);
    await signInAs(admin.page, 'admin');
    await admin.page.goto('/apps/mail');
    await admin.page.waitForURL('**/apps/mail/inbox');
    const item = admin.page.getByRole('link', { name: new RegExp(subject) });
    await expect.poll(() => item.isVisible()).toBe(true);
    await item.click();
    await admin.page.getByRole('heading', { name: subject }).waitFor();
    await expect.poll(() => admin.page.locator('.mail-body strong').textContent()).toBe('Meta batida');

    // Star it, then find it under the starred filter; delete it to the trash.
    await admin.page.getByRole('button', { name: 'Marcar com estrela' }).click();
    await admin.page.getByRole('button', { name: 'Remover estrela' }).waitFor();
    await admin.page.getByRole('link', { name: 'Com estrela' }).click();
    await expect
      .poll(() => admin.page.getByRole('link', { name: new RegExp(subject) }).isVisible())
      .toBe(true);
    await admin.page.getByRole('checkbox', { name: `Selecionar ${subject}` }).check();
    await admin.page.getByRole('button', { name: 'Excluir' }).click();
    await admin.page.getByRole('link', { name: 'Lixeira' }).click();
    await expect
      .poll(() => admin.page.getByRole('link', { name: new RegExp(subject) }).isVisible())
      .toBe(true);
    await admin.context.close();
  });

  it('staff attaches a file; the admin downloads the same bytes from the received mail', async () => {
    const subject = `Roteiro anexo ${Date.now() % 100000}`;
    const content = `Roteiro do grupo focal ${subject}\n`;
    const staff = await newPage(browser, baseURL);
    await signInAs(staff.page, 'staff');
    await staff.page.goto('/apps/mail/inbox');
    await staff.page.getByRole('button', { name: 'Escrever' }).click();
    await staff.page.getByRole('textbox', { name: /^Para/ }).fill('admin@pesquisemais.com.br');
    await staff.page.getByLabel('Assunto').fill(subject);
    await staff.page
      .getByLabel('Arquivos para anexar')
      .setInputFiles({ name: 'roteiro.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
    await staff.page.getByText('roteiro.txt · 1 KB').waitFor();
    await staff.page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => staff.page.getByText('E-mail enviado.').isVisible()).toBe(true);
    await staff.context.close();

    const admin = await newPage(browser, baseURL);
    await signInAs(admin.page, 'admin');
    await admin.page.goto('/apps/mail/inbox');
    const item = admin.page.getByRole('link', { name: new RegExp(subject) });
    await expect.poll(() => item.isVisible()).toBe(true);
    await item.click();
    await admin.page.getByRole('heading', { name: subject }).waitFor();
    const downloading = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: 'Baixar roteiro.txt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('roteiro.txt');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toBe(content);
    await admin.context.close();
  });
});
