import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
// An 8×8 PNG picture (a real image: the server reads its type from the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGElEQVR42mNkaGAgCTCOahjVMKphEGsAAPXmA/nqaH2SAAAAAElFTkSuQmCC',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page whose cookie notice was already answered (it would cover the dialogs' buttons). */
async function openPage() {
  const opened = await newPage(browser, baseURL);
  await opened.context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
  return opened;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A client watcher account: registered, then given the role watcher by the admin. */
async function createWatcher(adminToken: string) {
  const email = `cliente-${Date.now()}@exemplo.com.br`;
  const password = 'cliente-2026';
  const registered = await registerConfirmed({
    displayName: 'Cliente Observador',
    email,
    password,
  });
  const res = await fetch(new URL(`/api/users/${registered.user.uuid}/role`, baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ role: 'watcher' }),
  });
  expect(res.status).toBe(200);
  return { id: registered.user.uuid, email, password };
}

const list = (page: Page, name: string) => page.getByRole('region', { name: `Lista ${name}` });
/** The card's button (its drag handle around it is a button too, named by the same text). */
const card = (page: Page, name: string) => page.getByLabel(`Cartão ${name}`, { exact: true });

describe('documents', () => {
  it('a board is built, a card moves live, gets a picture and a watcher comment, and all survives a reload', async () => {
    const { page, context } = await openPage();
    await signIn(page, 'admin@pesquisemais.com.br', DEMO.adminPassword);
    await page.goto('/apps/documents');
    await page.getByRole('heading', { name: 'Documentos' }).waitFor();

    // A new board, two lists and a card.
    await page.getByRole('button', { name: 'Novo quadro' }).click();
    await page.getByLabel('Nome do quadro').fill('Estudo Cardiologia — Onda 1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/apps/documents/board/**/estudo-cardiologia-onda-1');
    for (const name of ['Proposta', 'Aprovação do cliente']) {
      await page.getByRole('button', { name: 'Adicionar lista' }).click();
      await page.getByLabel('Nome da lista').fill(name);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await list(page, name).waitFor();
    }
    await page.getByLabel('Novo cartão em Proposta').fill('Questionário v1');
    await page.getByLabel('Novo cartão em Proposta').press('Enter');
    await card(page, 'Questionário v1').waitFor();

    // A second page on the same board sees the card move when the first drags it (keyboard drag).
    const second = await openPage();
    await signIn(second.page, 'admin@pesquisemais.com.br', DEMO.adminPassword);
    await second.page.goto(page.url());
    await list(second.page, 'Proposta').getByLabel('Cartão Questionário v1', { exact: true }).waitFor();
    await second.page.getByText('Ao vivo').waitFor();
    const handle = page
      .locator('[data-rfd-drag-handle-draggable-id]')
      .filter({ has: card(page, 'Questionário v1') });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await list(page, 'Aprovação do cliente').getByLabel('Cartão Questionário v1', { exact: true }).waitFor();
    await list(second.page, 'Aprovação do cliente')
      .getByLabel('Cartão Questionário v1', { exact: true })
      .waitFor({ timeout: 5_000 });
    expect(
      await list(second.page, 'Proposta')
        .getByRole('button', { name: /^Cartão / })
        .count(),
    ).toBe(0);

    // A picture attached: preview in the card, cover on the board (on both pages).
    await card(page, 'Questionário v1').click();
    await page
      .getByLabel('Escolher arquivos')
      .setInputFiles({ name: 'tela-inicial.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Prévia de tela-inicial.png' }).waitFor();
    // The admin follows the card: the watcher's comment below is told to them.
    await page.getByRole('button', { name: 'Seguir cartão' }).click();
    await page.getByRole('button', { name: 'Seguindo' }).waitFor();
    // The description with the toolbar: bold text, kept by the server.
    const description = page.getByRole('textbox', { name: 'Descrição' });
    await description.click();
    await page.getByRole('button', { name: 'Negrito' }).click();
    await description.pressSequentially('Cotas por região');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('img', { name: 'Capa de Questionário v1' }).waitFor();
    await second.page.getByRole('img', { name: 'Capa de Questionário v1' }).waitFor({ timeout: 5_000 });

    // The client watcher, made a member, reads the board and comments; it cannot drag or edit.
    const adminToken = (await page.evaluate(() => localStorage.getItem('jwt_access_token'))) as string;
    const watcher = await createWatcher(adminToken);
    const docId = page.url().split('/apps/documents/board/')[1]?.split('/')[0] as string;
    await api('/api/doc-app/doc/members/update', adminToken, { docId, memberIds: [watcher.id] });
    const client = await openPage();
    await signIn(client.page, watcher.email, watcher.password);
    await client.page.goto(page.url());
    await client.page.getByText('Somente leitura e comentários').waitFor();
    expect(await client.page.getByRole('button', { name: 'Adicionar lista' }).count()).toBe(0);
    await card(client.page, 'Questionário v1').click();
    await client.page.getByLabel('Comentário').fill('Aprovado pelo cliente, pode ir a campo.');
    await client.page.getByRole('button', { name: 'Comentar' }).click();
    await client.page.getByText('Aprovado pelo cliente, pode ir a campo.').waitFor();
    await page.getByLabel('1 comentário', { exact: true }).waitFor({ timeout: 5_000 });
    await page
      .getByText(/comentou em “Questionário v1” \(Estudo Cardiologia — Onda 1\)/)
      .waitFor({ timeout: 5_000 });
    // The watcher reads the formatted description.
    await client.page.locator('strong', { hasText: 'Cotas por região' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-board.png`, fullPage: true });

    // Reloaded: everything where it was left.
    await page.reload();
    await list(page, 'Aprovação do cliente').getByLabel('Cartão Questionário v1', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Capa de Questionário v1' }).waitFor();
    await card(page, 'Questionário v1').click();
    await page.getByText('Aprovado pelo cliente, pode ir a campo.').waitFor();
    await page.getByText('anexou tela-inicial.png').waitFor();
    await page.getByRole('button', { name: 'Seguindo' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Descrição' }).innerHTML()).toContain(
      '<strong>Cotas por região</strong>',
    );
    await page.getByRole('img', { name: 'Prévia de tela-inicial.png' }).waitFor();
    await Promise.all([context.close(), second.context.close(), client.context.close()]);
  }, 120_000);
});
