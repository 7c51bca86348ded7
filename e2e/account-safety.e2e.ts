import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const mailDir = workerServer().mailDir;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const token = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_access_token'));

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function registerUser(password: string) {
  const email = `seguranca-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  await registerConfirmed({ displayName: 'Dona da Conta', email, password });
  return email;
}

/** The link of the unlock e-mail sent to `email` (the sink writes each message as an .eml file). */
async function unlockLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of await readdir(mailDir)) {
      const raw = await readFile(path.join(mailDir, file), 'utf8');
      if (!raw.includes(`To: ${email}`)) continue;
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const match = text.match(/https?:\/\/\S+\/login\?unlock=[\w-]+/);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail de desbloqueio para ${email}`);
}

describe('account safety end to end', () => {
  it('a locked account: the form says a link was mailed, and the link lets the owner in at once', async () => {
    const password = 'senha-da-dona';
    const email = await registerUser(password);
    // Someone else guesses five times.
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(new URL('/api/auth/signin', baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `chute-${i}` }),
      });
      expect(res.status).toBe(401);
    }

    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await signIn(page, email, password);
    const alert = page.getByRole('alert').filter({ hasText: 'bloqueada por 15 minutos' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain(
      'enviamos um e-mail com um link para você entrar agora mesmo',
    );
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'login-conta-bloqueada.png') });
    expect(await token(page)).toBeNull();

    const link = await unlockLinkFor(email);
    expect(link.startsWith(`${baseURL}/login?unlock=`)).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.getByText('Link de desbloqueio recebido').isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'login-link-desbloqueio.png') });
    await signIn(page, email, password);
    await page.waitForURL('**/apps/surveyplayer'); // a user's start page
    expect(await token(page)).toBeTruthy();
    await context.close();
  });

  it("'Sair de todos os dispositivos' on /settings ends the session on every device", async () => {
    const password = 'senha-de-dois';
    const email = await registerUser(password);
    const devices = await Promise.all([newPage(browser, baseURL), newPage(browser, baseURL)]);
    for (const { page } of devices) {
      await page.goto('/login');
      await signIn(page, email, password);
      await page.waitForURL('**/apps/surveyplayer'); // a user's start page
    }
    const [phone, laptop] = devices;
    if (!phone || !laptop) throw new Error('two devices expected');
    const phoneToken = await token(phone.page);

    await laptop.page.goto('/settings/sessoes');
    const button = laptop.page.getByRole('button', { name: 'Sair de todos os dispositivos' });
    await expect.poll(() => button.isVisible()).toBe(true);
    if (SHOTS) await laptop.page.screenshot({ path: path.join(SHOTS, 'settings-sair-de-todos.png') });
    await button.click();
    await laptop.page.getByRole('button', { name: 'Sair de todos', exact: true }).click();
    await expect
      .poll(() => laptop.page.getByText('Você saiu de todos os dispositivos').isVisible())
      .toBe(true);
    await expect.poll(() => token(laptop.page)).toBeNull();

    // The other device's token is refused by the server; reopening the app ends its session.
    const refused = await fetch(new URL('/api/auth/access-token', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: phoneToken }),
    });
    expect(refused.status).toBe(401);
    await phone.page.goto('/settings/sessoes');
    await phone.page.waitForURL('**/login');
    await expect.poll(() => token(phone.page)).toBeNull();
    for (const { context } of devices) await context.close();
  });
});
