import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWith } from './support/accounts';
import { launchBrowser } from './support/browser';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

type TPerson = { name: string; token: string };

/** A new team account (role staff: the team chats among itself) with a name no other test uses. */
async function register(first: string): Promise<TPerson> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${first} Chat ${tag}`;
  return { name, token: await accountWith('staff', name) };
}

/** A browser of its own (another device), signed in, on a shell page of the given width. */
async function openAs(person: TPerson, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width, height } });
  contexts.push(context);
  await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('chat-e2e')) {
      localStorage.setItem('jwt_access_token', token);
      sessionStorage.setItem('chat-e2e', '1');
    }
  }, person.token);
  const page = await context.newPage();
  await page.goto('/apps/dashboards/livecampaigns');
  await page.getByTestId('admin-shell').waitFor();
  return page;
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Team Chat' });
const isOpen = (page: Page) => panelOf(page).getAttribute('data-open');
const contactButton = (page: Page, person: TPerson) =>
  panelOf(page).getByRole('button', { name: new RegExp(`^${person.name} `) });

describe('team chat between two browsers', { timeout: 120_000 }, () => {
  it('delivers a message live, shows the unread badge, clears it on reading and tells the sender it was read', async () => {
    const [ana, bia] = await Promise.all([register('Ana'), register('Bia')]);
    const anaPage = await openAs(ana, 1366, 800);
    const biaPage = await openAs(bia, 1366, 800);

    await contactButton(anaPage, bia).click();
    await panelOf(anaPage).getByText('Start a conversation by typing your message below.').waitFor();
    const input = anaPage.getByPlaceholder('Type your message');
    await input.fill('Olá, Bia! Tudo pronto para o campo?');
    await anaPage.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => input.inputValue()).toBe('');
    await panelOf(anaPage).getByText('Olá, Bia! Tudo pronto para o campo?').waitFor();

    // Bia's panel is closed: Ana moves up with a badge of one unread message.
    const anaOnBia = contactButton(biaPage, ana);
    await expect.poll(() => anaOnBia.getAttribute('aria-label')).toMatch(/, 1 não lidas$/);
    await expect.poll(() => anaOnBia.getByTestId('unread-badge').textContent()).toBe('1');

    await anaOnBia.click();
    await panelOf(biaPage).getByText('Olá, Bia! Tudo pronto para o campo?').waitFor();
    await expect.poll(() => anaOnBia.getByTestId('unread-badge').count()).toBe(0);
    // Ana's own message shows read.
    await expect
      .poll(() =>
        panelOf(anaPage)
          .getByText(/· Lida/)
          .count(),
      )
      .toBe(1);

    // A reply while both chats are open arrives live and is read at once.
    await biaPage.getByPlaceholder('Type your message').fill('Tudo certo, Ana.');
    await biaPage.getByRole('button', { name: 'Enviar' }).click();
    await panelOf(anaPage).getByText('Tudo certo, Ana.').waitFor();
    await expect
      .poll(() =>
        panelOf(biaPage)
          .getByText(/· Lida/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => contactButton(anaPage, bia).getByTestId('unread-badge').count()).toBe(0);
  });
});

describe('the Team Chat panel as spec point 4 says', { timeout: 120_000 }, () => {
  it('at 1366 px: the rail opens it, Escape and an outside click close it and clear the contact', async () => {
    const [eva, caio] = await Promise.all([register('Eva'), register('Caio')]);
    const page = await openAs(eva, 1366, 800);
    expect(await isOpen(page)).toBe('false');
    expect((await panelOf(page).boundingBox())?.width).toBe(70);

    await contactButton(page, caio).click();
    await expect.poll(() => isOpen(page)).toBe('true');
    await expect.poll(async () => (await panelOf(page).boundingBox())?.width).toBe(360);
    await page.getByPlaceholder('Type your message').waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe('false');
    await panelOf(page).getByRole('button', { name: 'Abrir chat' }).click();
    await panelOf(page).getByText('Select a contact to start a conversation.').waitFor();

    await contactButton(page, caio).click();
    await page.getByPlaceholder('Type your message').waitFor();
    await page.getByRole('main').click({ position: { x: 40, y: 200 } });
    await expect.poll(() => isOpen(page)).toBe('false');
    await panelOf(page).getByRole('button', { name: 'Abrir chat' }).click();
    await panelOf(page).getByText('Select a contact to start a conversation.').waitFor();
    await panelOf(page).getByRole('button', { name: 'Fechar chat' }).click();
    await expect.poll(() => isOpen(page)).toBe('false');
  });

  it('at 360 px: hidden until the toolbar toggle, full screen, Escape and the close button close it', async () => {
    const [rui, lia] = await Promise.all([register('Rui'), register('Lia')]);
    const page = await openAs(rui, 360, 740);
    expect(await panelOf(page).isVisible()).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: 'Abrir chat' }).click();
    await expect.poll(() => isOpen(page)).toBe('true');
    await expect.poll(async () => (await panelOf(page).boundingBox())?.width).toBe(360);
    await panelOf(page).getByText('Select a contact to start a conversation.').waitFor();
    await contactButton(page, lia).click();
    await page.getByPlaceholder('Type your message').waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => panelOf(page).isVisible()).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Abrir chat' }).click();
    // The contact was cleared with the close.
    await panelOf(page).getByText('Select a contact to start a conversation.').waitFor();
    await panelOf(page).getByRole('button', { name: 'Fechar chat' }).click();
    await expect.poll(() => panelOf(page).isVisible()).toBe(false);
  });
});
