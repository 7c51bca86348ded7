import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCHEMA = {
  pages: [
    {
      name: 'p1',
      elements: [
        {
          type: 'radiogroup',
          name: 'especialidade',
          title: 'Especialidade',
          isRequired: true,
          choices: ['cardiologia', 'pediatria'],
        },
      ],
    },
  ],
};

/** A fielded campaign with one target, made through the API as the demo staff user. */
async function fieldedCampaign(staff: string, name: string) {
  const survey = await api<{ id: string }>('/api/surveys', staff, {
    title: `Painel ${name}`,
    schema: SCHEMA,
  });
  await api(`/api/surveys/${survey.id}/publish`, staff, {});
  const campaign = await api<{ id: string }>('/api/campaigns', staff, {
    surveyId: survey.id,
    name,
    mode: 'web',
    // Registered users answer below: the campaign is offered to the whole panel.
    isOpenToPanel: true,
  });
  await api(`/api/campaigns/${campaign.id}/targets`, staff, {
    name: 'Cardiologistas',
    condition: "{especialidade} = 'cardiologia'",
    goal: 40,
  });
  await api(`/api/campaigns/${campaign.id}/status`, staff, { status: 'fielding' });
  const full = await api<{ shareToken: string }>(`/api/campaigns/${campaign.id}`, staff);
  return { id: campaign.id, share: full.shareToken };
}

describe('live dashboards', () => {
  it('updates an open dashboard within seconds when a response is completed in another page; a share link shows only its campaign', async () => {
    const signin = await api<{ access_token: string }>('/api/auth/signin', null, {
      email: 'staff@pesquisemais.com.br',
      password: DEMO.staffPassword,
    });
    const staff = signin.access_token;
    const first = await fieldedCampaign(staff, `Onda A ${Date.now()}`);
    const second = await fieldedCampaign(staff, `Onda B ${Date.now()}`);

    const viewer = await newPage(browser, baseURL);
    await viewer.page.goto('/login');
    await viewer.page.getByLabel('E-mail').fill('staff@pesquisemais.com.br');
    await viewer.page.getByLabel('Senha').fill(DEMO.staffPassword);
    await viewer.page.getByRole('button', { name: 'Entrar' }).click();
    await viewer.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await viewer.page.goto(`/apps/dashboards/livecampaigns?campaign=${first.id}`);
    const completes = viewer.page.getByTestId('stat-Completas no total');
    await expect.poll(() => completes.textContent(), { timeout: 15_000 }).toBe('0');
    await expect
      .poll(() => viewer.page.getByText('Ao vivo', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Another page: a respondent signs up and completes a response through the player API.
    const respondent = await newPage(browser, baseURL);
    await respondent.page.goto('/home');
    const signedUp = await registerConfirmed({
      displayName: 'Rita Respondente',
      email: `resp-${randomUUID()}@exemplo.com.br`,
      password: 'senha-forte-1',
    });
    const status = await respondent.page.evaluate(
      async ({ campaignId, key, respondentToken }) => {
        const post = async (path: string, body: unknown, token?: string) => {
          const res = await fetch(path, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
          });
          return res.json();
        };
        const started = await post(
          `/api/survey-player/campaigns/${campaignId}/responses`,
          {},
          respondentToken,
        );
        const done = await post(
          `/api/survey-player/responses/${started.id}/complete`,
          { answers: { especialidade: 'cardiologia' }, idempotencyKey: key },
          respondentToken,
        );
        return done.status as string;
      },
      { campaignId: first.id, key: randomUUID(), respondentToken: signedUp.access_token },
    );
    expect(status).toBe('complete');
    const started = Date.now();
    await expect.poll(() => completes.textContent(), { timeout: 5_000, interval: 100 }).toBe('1');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect
      .poll(() => viewer.page.getByTestId('target-Cardiologistas').textContent())
      .toBe('1 de 40 (3%)');
    // Screen readers hear the update once, politely (the page as opened was not announced).
    const announced = viewer.page.locator('[role="status"][aria-live="polite"]', { hasText: 'no total' });
    await expect.poll(() => announced.textContent()).toMatch(/^Onda A .*: 1 completa no total, 1 hoje\.$/);
    if (SHOTS) await viewer.page.screenshot({ path: `${SHOTS}/livecampaigns.png`, fullPage: true });

    // A guest with the share link sees that campaign only.
    const guest = await newPage(browser, baseURL);
    await guest.page.goto(`/apps/dashboards/livecampaigns?share=${first.share}`);
    await expect
      .poll(() => guest.page.getByTestId('stat-Completas no total').textContent(), { timeout: 15_000 })
      .toBe('1');
    await guest.page.getByRole('combobox', { name: 'Campanha' }).click();
    expect(await guest.page.getByRole('option').count()).toBe(1);
    await guest.page.keyboard.press('Escape');
    await guest.page.goto(`/apps/dashboards/livecampaigns?share=${first.share}&campaign=${second.id}`);
    await expect
      .poll(() => guest.page.getByText('Campanha não encontrada.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await guest.page.goto(`/apps/dashboards/painel2?share=${first.share}`);
    await expect
      .poll(() => guest.page.getByTestId('painel-completes').textContent(), { timeout: 15_000 })
      .toContain('1 resposta completa.');
    if (SHOTS) await guest.page.screenshot({ path: `${SHOTS}/painel2.png`, fullPage: true });
    await Promise.all([viewer.context.close(), respondent.context.close(), guest.context.close()]);
  });
});
