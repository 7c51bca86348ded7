import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A visit questionnaire: the date is prefilled with today() and the end page is the author's own. */
const SCHEMA = {
  completedHtml:
    '<h3>Obrigado, {nome}!</h3><p>Seu honorário será creditado em até 30 dias.</p>' +
    '<img src="x" onerror="window.__hacked = true">',
  pages: [
    {
      name: 'visita',
      elements: [
        {
          type: 'text',
          name: 'data_visita',
          title: 'Data da visita',
          inputType: 'date',
          defaultValueExpression: 'today()',
          isRequired: true,
        },
        { type: 'text', name: 'nome', title: 'Seu nome', isRequired: true },
      ],
    },
  ],
};

async function invitedCampaign(staff: string, stamp: number) {
  const survey = await api<{ id: string }>('/api/surveys', staff, {
    title: `Visita ${stamp}`,
    schema: SCHEMA,
  });
  await api(`/api/surveys/${survey.id}/publish`, staff, {});
  const campaign = await api<{ id: string }>('/api/campaigns', staff, {
    surveyId: survey.id,
    name: `Onda visita ${stamp}`,
    mode: 'web',
  });
  await api(`/api/campaigns/${campaign.id}/status`, staff, { status: 'fielding' });
  const respondent = await api<{ id: string }>('/api/respondents', staff, {
    name: 'Helena Prado',
    email: `helena.${stamp}@example.com`,
  });
  const [invitation] = await api<{ link: string }[]>(`/api/campaigns/${campaign.id}/invitations`, staff, {
    respondentIds: [respondent.id],
  });
  const link = new URL(invitation?.link ?? '', baseURL);
  return { campaignId: campaign.id, path: `${link.pathname}${link.search}` };
}

describe("the questionnaire's defaults and end page", () => {
  it('prefills today() on a new response, submits it, shows the end page and shows it again later', async () => {
    const signin = await api<{ access_token: string }>('/api/auth/signin', null, {
      email: 'staff@pesquisemais.com.br',
      password: DEMO.staffPassword,
    });
    const staff = signin.access_token;
    const { campaignId, path } = await invitedCampaign(staff, Date.now());

    const { context, page } = await newPage(browser, baseURL);
    await page.goto(path);
    const date = page.locator('input[type="date"]');
    await expect.poll(() => date.isVisible(), { timeout: 30_000 }).toBe(true);
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    expect(await date.inputValue()).toBe(today);

    await page.getByRole('textbox', { name: 'Seu nome' }).fill('Dra. Helena');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    const heading = page.getByRole('heading', { name: 'Obrigado, Dra. Helena!' });
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('Seu honorário será creditado em até 30 dias.').isVisible()).toBe(true);
    expect(await page.getByText('Obrigado! Suas respostas foram registradas.').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();

    const list = await api<{ items: { id: string; status: string }[] }>(
      `/api/campaigns/${campaignId}/responses`,
      staff,
    );
    expect(list.items.map((item) => item.status)).toEqual(['complete']);
    const detail = await api<{ answers: Record<string, unknown> }>(
      `/api/responses/${list.items[0]?.id}`,
      staff,
    );
    expect(detail.answers).toEqual({ data_visita: today, nome: 'Dra. Helena' });

    // The invitation link opened again: the finished response shows its end page, not a new survey.
    await page.goto(path);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Obrigado, Dra. Helena!' }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await date.count()).toBe(0);
    await context.close();
  });
});
