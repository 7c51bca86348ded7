import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from './support/accounts';
import { api } from './support/api';
import { axePage, axeViolations, DESKTOP, PHONE } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
/** A one-question questionnaire: its title is what is searched. */
const SCHEMA = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'nome', title: 'Seu nome' }] }] };

let browser: Browser;
let staff: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signInToken('staff@pesquisemais.com.br', DEMO.staffPassword);
});
afterAll(() => browser.close());

describe.each([
  ['1366', DESKTOP],
  ['360', PHONE],
])('global search at %s px', { timeout: 120_000 }, (width, viewport) => {
  it("finds one's questionnaire by name from the toolbar, opens it; the full results page; 'No results..'", async () => {
    const tag = randomUUID().slice(0, 6);
    const title = `Questionário de Farmacovigilância ${tag}`;
    const survey = await api<{ id: string }>('/api/surveys', staff, {
      title,
      category: 'Farmacologia',
      schema: SCHEMA,
    });
    const { context, page } = await axePage(browser, baseURL, viewport, {
      token: staff,
      acceptCookies: true,
    });
    const found: string[] = [];
    await page.goto('/ui/typography');

    // Toolbar: typed without accents, the questionnaire is found under its kind.
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('combobox', { name: 'Buscar páginas' }).fill(`farmacovigilancia ${tag}`);
    const option = page
      .getByRole('group', { name: 'Questionários' })
      .getByRole('option', { name: new RegExp(title) });
    await option.waitFor();
    found.push(...(await axeViolations(page, `busca com registros [${width}]`)));
    await option.click();
    await page.waitForURL(`**/apps/coleta/questionarios/${survey.id}`);
    await page.getByText(title).first().waitFor();

    // The full results page, from the toolbar's link; the query goes along in the address.
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('combobox', { name: 'Buscar páginas' }).fill(`farmacovigilância ${tag}`);
    await page.getByRole('link', { name: 'Ver todos os resultados' }).click();
    await page.waitForURL('**/apps/search?q=*');
    const group = page.getByRole('region', { name: 'Questionários (1)' });
    await group.getByRole('link', { name: title }).waitFor();
    found.push(...(await axeViolations(page, `página de resultados [${width}]`)));

    // Nothing matches: the spec's text.
    await page.getByRole('searchbox', { name: 'Buscar páginas e registros' }).fill(`zzz-nada-${tag}`);
    await page.getByText('No results..').waitFor();
    found.push(...(await axeViolations(page, `página sem resultados [${width}]`)));
    expect(new URL(page.url()).searchParams.get('q')).toBe(`zzz-nada-${tag}`);

    // Its result opens the questionnaire too.
    await page
      .getByRole('searchbox', { name: 'Buscar páginas e registros' })
      .fill(`Farmacovigilancia ${tag}`);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/apps/coleta/questionarios/${survey.id}`);
    await context.close();
    expect(found, `\n${found.join('\n')}\n`).toEqual([]);
  });
});
