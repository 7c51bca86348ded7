import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { signInAs } from './support/sign-in';

const baseURL = inject('baseURL');
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
});
