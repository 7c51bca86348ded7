/**
 * The respondent's player at 360 px (issue 33): the respondent's screen only (no admin shell), the
 * questionnaire's title, focus on the new page's first question after 'Próximo', a signature's data: default
 * shown under the real CSP, and nothing sent after the submit.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondentToken } from './support/a11y-pages';
import { signInToken } from './support/accounts';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('survey player: the respondent at 360 px', { timeout: 120_000 }, () => {
  it('shows only the survey, moves focus to the next page, and sends nothing after the submit', async () => {
    const staff = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
    const stamp = randomUUID().slice(0, 8);
    const survey = await api<{ id: string }>('/api/surveys/import', staff, {
      title: `Player do respondente ${stamp}`,
      schema: {
        title: 'Hábitos de prescrição',
        pages: [
          {
            name: 'p1',
            elements: [
              { type: 'text', name: 'crm', title: 'Seu CRM' },
              // A default kept as the server's file would be: fetched through the player's download hook.
              {
                type: 'signaturepad',
                name: 'assinatura',
                title: 'Assinatura',
                storeDataAsText: false,
                defaultValue: PIXEL,
              },
            ],
          },
          {
            name: 'p2',
            elements: [
              { type: 'radiogroup', name: 'area', title: 'Área', choices: ['Clínica', 'Cirurgia'] },
              { type: 'text', name: 'cidade', title: 'Cidade' },
            ],
          },
        ],
      },
    });
    await api(`/api/surveys/${survey.id}/publish`, staff, {});
    const campaign = await api<{ id: string }>('/api/campaigns', staff, {
      surveyId: survey.id,
      name: `Onda interna ${stamp}`,
      mode: 'web',
      isOpenToPanel: true,
    });
    await api(`/api/campaigns/${campaign.id}/status`, staff, { status: 'fielding' });

    const { context, page } = await newPage(browser, baseURL);
    await page.setViewportSize({ width: 360, height: 740 });
    const token = await respondentToken();
    await context.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
    // The cookie notice answered (at 360 px it covers the navigation buttons).
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`/apps/surveyplayer/${survey.id}?campaign=${campaign.id}`);
    await page.getByRole('button', { name: 'Próximo' }).waitFor({ timeout: 30_000 });

    // The respondent's screen: the questionnaire's title, none of the team's shell.
    await expect.poll(() => page.getByTestId('respondent-title').textContent()).toBe('Hábitos de prescrição');
    expect(await page.getByText(`Onda interna ${stamp}`).count()).toBe(0);
    expect(await page.getByTestId('admin-shell').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Configurações de tema' }).count()).toBe(0);
    expect(await page.getByText('Footer', { exact: true }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Seu CRM' }).fill('123456-SP');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-name]')?.getAttribute('data-name')),
      )
      .toBe('area');
    expect(blocked).toEqual([]);

    // Whether the end page ever showed a loading placeholder, and what was sent once the complete answered.
    await page.evaluate(() => {
      const flags = window as unknown as { endLoading: boolean };
      flags.endLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-end] [role="status"]')) flags.endLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const afterComplete: string[] = [];
    let isCompleted = false;
    page.on('request', (request) => {
      if (isCompleted && request.url().includes('/api/survey-player/')) afterComplete.push(request.method());
    });
    const completed = page.waitForResponse((r) => r.url().endsWith('/complete'));
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    expect((await completed).status()).toBe(200);
    isCompleted = true;
    await page.locator('[data-end="complete"]').waitFor();
    await page.waitForTimeout(1000);
    expect(afterComplete).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { endLoading: boolean }).endLoading)).toBe(false);
    await context.close();
  });
});
