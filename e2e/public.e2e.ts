import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COOKIE_NOTICE_SHORT_TEXT,
  COOKIE_NOTICE_TEXT,
} from '../apps/web/src/features/pwa/components/cookie-notice-text';
import { CHROMIUM_ARGS, launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const mailDir = workerServer().mailDir;
const SHOTS = process.env.E2E_SCREENSHOTS;

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport });
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The visible titles of the public menu: the horizontal bar, or the menu behind the button on a phone. */
async function menuTitles(page: Page, isMobile: boolean): Promise<string[]> {
  if (!isMobile) {
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
  }
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const titles = (await items.allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return titles;
}

/** The first message to `email` that `isWanted` accepts (the account also got its confirmation mail). */
async function findMailTo(email: string, isWanted: (raw: string) => boolean = () => true): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of await readdir(mailDir)) {
      const raw = await readFile(path.join(mailDir, file), 'utf8');
      if (raw.includes(`To: ${email}`) && isWanted(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail para ${email} chegou ao servidor SMTP`);
}

function resetLinkIn(raw: string): string | null {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return text.match(/https?:\/\/\S+\/pages\/auth\/reset-password\?token=[\w-]+/)?.[0] ?? null;
}

function resetLinkOf(raw: string): string {
  const link = resetLinkIn(raw);
  if (!link) throw new Error('o e-mail não traz o link de redefinição');
  return link;
}

for (const viewport of VIEWPORTS) {
  const isMobile = viewport.name === 'mobile';

  describe(`public area (${viewport.name} ${viewport.width}x${viewport.height})`, () => {
    it('shows the cookie notice until ACEITAR or Recusar, and it stays gone after a reload', async () => {
      const { context, page } = await open(viewport);
      await page.goto('/home');
      const notice = page.getByRole('region', { name: 'Aviso de cookies' });
      await notice.waitFor();
      // The spec's words on a wide screen; the same statements in fewer words on a phone, a slim bar.
      expect(await notice.textContent()).toContain(isMobile ? COOKIE_NOTICE_SHORT_TEXT : COOKIE_NOTICE_TEXT);
      const height = (await notice.boundingBox())?.height ?? viewport.height;
      expect(height).toBeLessThan(viewport.height * (isMobile ? 0.2 : 0.15));
      await shot(page, `home-${viewport.name}`);
      // LGPD: refusing is as easy as accepting; a refusal is remembered as well (cAccepted=false).
      await page.getByRole('button', { name: isMobile ? 'Recusar' : 'ACEITAR' }).click();
      await notice.waitFor({ state: 'detached' });
      const cookie = (await context.cookies()).find((entry) => entry.name === 'cAccepted');
      expect(cookie?.value).toBe(isMobile ? 'false' : 'true');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
      await page.reload();
      await page.getByRole('heading', { name: 'Pesquisa que transforma dados em decisões' }).waitFor();
      expect(await notice.count()).toBe(0);
      await context.close();
    });

    it('switches the public menu with the app parameter', async () => {
      const { context, page } = await open(viewport);
      await page.goto('/home');
      await page.getByRole('link', { name: 'LOGIN' }).waitFor();
      expect(await menuTitles(page, isMobile)).toEqual([
        'HOME',
        'Features',
        'Perguntas Frequentes',
        'Entrar',
      ]);
      await page.goto('/home?app=1');
      await page.getByRole('link', { name: 'LOGIN' }).waitFor();
      expect(await menuTitles(page, isMobile)).toEqual(['HOME', 'Participe', 'Como Funciona']);
      await shot(page, `home-app-${viewport.name}`);
      // The FAQ comes from the server's database.
      await page.goto('/pages/faq?app=1');
      await page.getByText('O que a Pesquise(+) faz?').waitFor();
      expect(await menuTitles(page, isMobile)).toEqual(['HOME', 'Participe', 'Como Funciona']);
      await context.close();
    });

    it('mails a reset link through SMTP; the link sets a new password once', async () => {
      const { context, page } = await open(viewport);
      const email = `reset-${viewport.name}-${Date.now()}@exemplo.com.br`;
      const registered = await registerConfirmed({
        displayName: 'Rita Respondente',
        email,
        password: 'senha-antiga',
      });
      expect(registered.user.role).toBe('user');

      await page.goto('/login');
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await page.waitForURL('**/pages/auth/forgot-password');
      // The login form stays on screen until the lazy page arrives: wait for the new one.
      await page.getByRole('heading', { name: 'Esqueceu a senha?' }).waitFor();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
      await page.getByText('Se houver uma conta com este e-mail').waitFor();

      const link = resetLinkOf(await findMailTo(email, (raw) => resetLinkIn(raw) !== null));
      expect(link.startsWith(`${baseURL}/pages/auth/reset-password?token=`)).toBe(true);
      await page.goto(link);
      await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-123');
      await page.getByLabel('Confirmar nova senha').fill('senha-nova-123');
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await page.getByText('Senha redefinida. Entre com a nova senha.').waitFor();
      await shot(page, `reset-done-${viewport.name}`);

      await page.goto('/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Senha').fill('senha-nova-123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      // A respondent lands on the player list (its start page).
      await page.waitForURL('**/apps/surveyplayer');

      // The link works once.
      await page.goto(link.replace(baseURL, ''));
      await page.getByText('Este link de redefinição já foi usado').waitFor();
      await context.close();
    });

    it('shows the update banner only after cookies are accepted; ATUALIZAR reloads under the new worker', async () => {
      const { context, page } = await open(viewport);
      await page.goto('/home');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve),
          );
        }
      });
      // A new build registers /sw.js under another version: it installs and waits.
      await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=nova-versao', { scope: '/' }));
      await page.waitForFunction(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      const banner = page.getByRole('status').filter({ hasText: 'nova versão disponível' });
      // Not rendered until cookies are accepted.
      await page.waitForTimeout(500);
      expect(await banner.count()).toBe(0);
      await page.getByRole('button', { name: 'ACEITAR' }).click();
      await banner.waitFor();
      await shot(page, `update-banner-${viewport.name}`);
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'ATUALIZAR' }).click();
      await reloaded;
      const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
      expect(controller).toMatch(/\/sw\.js\?v=nova-versao$/);
      await context.close();
    });
  });
}

// The worker and the push subscription do not depend on the screen: once, at the first size (the wait for a
// push service that this sandbox cannot reach is most of its time).
describe('service worker and push', () => {
  it('registers the service worker and subscribes to push (reaching the server where the browser has a push service)', async () => {
    // Chromium refuses push in incognito contexts, so this one has a real profile folder.
    const profile = await mkdtemp(path.join(tmpdir(), 'pm-push-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL,
      locale: 'pt-BR',
      viewport: VIEWPORTS[0],
    });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    const signedIn = await page.request.post('/api/auth/signin', {
      data: { email: 'staff@pesquisemais.com.br', password: DEMO.staffPassword },
    });
    const { access_token: token } = (await signedIn.json()) as { access_token: string };
    await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));

    const keyRequested = page.waitForRequest('**/api/push/public-key', { timeout: 20_000 });
    const subscribed = page.waitForRequest('**/api/push/subscribe', { timeout: 20_000 }).catch(() => null);
    await page.goto('/home');
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptURL).toMatch(/\/sw\.js\?v=index-[\w-]+\.js$/);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    // After the worker registered and permission was given, the app asks our server for the VAPID key
    // and then calls pushManager.subscribe with it.
    await keyRequested;
    const request = await subscribed;
    if (request) {
      const body = request.postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      expect(body.endpoint).toMatch(/^https:\/\//);
      expect(body.keys.p256dh.length).toBeGreaterThan(40);
      expect((await request.response())?.status()).toBe(200);
    } else {
      // Without internet Chromium cannot reach its push service (FCM) to create the subscription:
      // pushManager.subscribe neither resolves nor names our code as the cause.
      const outcome = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const key = (await (await fetch('/api/push/public-key')).json()) as { publicKey: string };
        const padded = key.publicKey.replace(/-/g, '+').replace(/_/g, '/');
        const bytes = Uint8Array.from(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)), (c) =>
          c.charCodeAt(0),
        );
        const attempt = registration.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: bytes })
          .then(
            () => 'subscribed',
            (error: Error) => `${error.name}: ${error.message}`,
          );
        const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 8000));
        return Promise.race([attempt, timeout]);
      });
      console.warn(`push subscription not created in this sandbox (${outcome}); logs: ${logs.join(' | ')}`);
      expect(outcome).not.toMatch(/no active Service Worker|permission denied|applicationServerKey/i);
      expect(outcome).not.toBe('subscribed');
    }
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });
});

describe('moving between public pages', () => {
  it("opens a footer link's page at its top, and back returns to where one was", async () => {
    const { context, page } = await open(VIEWPORTS[0]);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Pesquisa que transforma dados em decisões' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Termos de Uso' }).click();
    await page.waitForURL('**/policy/terms-of-service');
    await page.getByRole('heading', { name: 'Termos de Uso', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/home');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await context.close();
  });
});
