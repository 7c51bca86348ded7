import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { confirmationToken } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Internal areas (the research team's and the template's demos): a respondent is offered none of them. */
const INTERNAL_URLS = [
  '/apps/documents',
  '/apps/surveys',
  '/apps/mailing',
  '/apps/mailingjobs',
  '/apps/survey-users',
  '/apps/coleta',
  '/apps/dashboards',
  '/apps/targets',
  '/apps/reports',
  '/apps/e-commerce',
  '/ui/',
];
const INTERNAL_QUERIES = [
  'Documentos',
  'Estudos',
  'Modelos de e-mail',
  'Envios',
  'Questionários',
  'Tipografia',
];

const hrefsIn = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: label })
    .first()
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

const isInternal = (href: string) => INTERNAL_URLS.some((url) => href.startsWith(url));

describe('a self-registered respondent (issue 32)', { timeout: 120_000 }, () => {
  it('confirms its e-mail, lands on its surveys and sees nothing internal: menu, chat, search, shortcuts', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    const email = `autocadastro-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill('Rui Respondente');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-do-rui');
    await page.getByLabel('Confirmar senha').fill('senha-do-rui');
    await page.getByRole('checkbox', { name: /Quero participar das pesquisas/ }).check();
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Verifique seu e-mail').waitFor();

    await page.goto(`/register/confirm?token=${await confirmationToken(email)}`);
    await page.waitForURL('**/apps/surveyplayer');
    await page.getByTestId('admin-shell').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
    expect(token).toBeTruthy();

    // The menu: its surveys, rooms and account, none of the internal areas.
    const menu = await hrefsIn(page, 'Navegação principal');
    expect(menu).toContain('/apps/surveyplayer');
    expect(menu.filter(isInternal)).toEqual([]);
    for (const title of ['Documentos', 'Estudos', 'Modelos de e-mail', 'Tipografia'])
      expect(
        await page.getByRole('navigation', { name: 'Navegação principal' }).getByText(title).count(),
      ).toBe(0);

    // Team Chat: no panel, no toggle, and the server refuses its data.
    expect(await page.getByRole('complementary', { name: 'Team Chat' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Abrir chat' }).count()).toBe(0);
    const contacts = await fetch(new URL('/api/chat/contacts', baseURL), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(contacts.status).toBe(403);

    // The toolbar search finds its own pages, nothing internal.
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const search = page.getByLabel('Buscar páginas');
    await search.fill('Responder');
    await page.getByRole('listbox', { name: 'Sugestões' }).getByText('Responder pesquisa').waitFor();
    for (const query of INTERNAL_QUERIES) {
      await search.fill(query);
      await page.getByText('No results..').waitFor();
    }
    await page.keyboard.press('Escape');

    // The shortcuts: none internal in the bar, and the shortcut search finds none either.
    expect((await hrefsIn(page, 'Atalhos')).filter(isInternal)).toEqual([]);
    await page.getByRole('button', { name: 'Gerenciar atalhos' }).click();
    const shortcutSearch = page.getByLabel('Buscar atalhos');
    for (const query of INTERNAL_QUERIES) {
      await shortcutSearch.fill(query);
      await page.getByText('No results..').waitFor();
    }
    await page.keyboard.press('Escape');

    // An internal page typed in the address bar does not open for it.
    await page.goto('/apps/documents');
    await page.waitForURL((url) => !url.pathname.startsWith('/apps/documents'));
    await context.close();
  });
});
