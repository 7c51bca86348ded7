import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';

const baseURL = inject('baseURL');
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type TSession = { access_token: string; user: { uuid: string } };

/** A 1×1 PNG: the server crops and resizes any photo to a 256 px square. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const SCHEMA = {
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'cidade', title: 'Em que cidade você atende?' }] }],
};

/** Staff publishes a questionnaire, fields a campaign and invites the team with a survey post. */
async function surveyPostByStaff() {
  const staff = await api<TSession>('/api/auth/signin', null, {
    email: 'staff@pesquisemais.com.br',
    password: DEMO.staffPassword,
  });
  const token = staff.access_token;
  const title = `Atendimento regional ${Date.now() % 100000}`;
  const survey = await api<{ id: string }>('/api/surveys', token, {
    title,
    category: 'Feed',
    schema: SCHEMA,
  });
  await api(`/api/surveys/${survey.id}/publish`, token, {});
  const campaign = await api<{ id: string }>('/api/campaigns', token, {
    surveyId: survey.id,
    name: 'Onda do feed',
    mode: 'web',
    isOpenToPanel: true,
  });
  await api(`/api/campaigns/${campaign.id}/status`, token, { status: 'fielding' });
  await api(`/api/profile/${staff.user.uuid}/posts`, token, {
    type: 'survey',
    message: '<p>Equipe, respondam por favor.</p>',
    campaignId: campaign.id,
  });
  return { staffId: staff.user.uuid, surveyId: survey.id, campaignId: campaign.id, title };
}

describe('profile and feed end to end', () => {
  it("a survey post on a profile opens the player with 'Responder pesquisa'", async () => {
    const post = await surveyPostByStaff();
    const email = `feed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
    await api('/api/auth/register', null, {
      displayName: 'Pessoa do Painel',
      email,
      password: 'senha-do-feed',
    });

    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('senha-do-feed');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/apps/surveyplayer');

    // 'Meu Perfil' in the user menu goes to /me.
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await page.waitForURL('**/me');
    await expect.poll(() => page.getByRole('button', { name: 'Publicar' }).isVisible()).toBe(true);

    await page.goto(`/profile/${post.staffId}`);
    const card = page.getByRole('article').filter({ hasText: post.title });
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/perfil-post-pesquisa.png`, fullPage: true });
    await card.getByRole('link', { name: 'Responder pesquisa' }).click();
    await page.waitForURL(`**/apps/surveyplayer/${post.surveyId}?campaign=${post.campaignId}`);
    await expect
      .poll(() => page.getByText('Em que cidade você atende?').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await context.close();
  });

  it('an uploaded avatar shows in the toolbar, and stays after a reload', async () => {
    const email = `avatar-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
    await api('/api/auth/register', null, {
      displayName: 'Pessoa com Foto',
      email,
      password: 'senha-da-foto',
    });
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('senha-da-foto');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/apps/surveyplayer');
    await page.goto('/settings/conta');
    await page
      .getByLabel('Foto do perfil')
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
    const toolbarPhoto = page.getByRole('button', { name: 'Menu do usuário' }).locator('img');
    await expect
      .poll(async () => (await toolbarPhoto.count()) > 0 && (await toolbarPhoto.getAttribute('src')), {
        timeout: 20_000,
      })
      .toMatch(/^\/api\/profile\/avatars\//);
    // The browser really loaded the image (a broken one has no natural width).
    await expect.poll(() => toolbarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/avatar-toolbar.png` });
    await page.reload();
    await expect
      .poll(async () => (await toolbarPhoto.count()) > 0 && (await toolbarPhoto.getAttribute('src')), {
        timeout: 20_000,
      })
      .toMatch(/^\/api\/profile\/avatars\//);
    await context.close();
  });
});
