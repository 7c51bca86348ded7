import type { TStudies } from '@pesquisemais/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from './support/accounts';
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

/** A client watcher with a password (registered, then made watcher by the admin). */
async function createWatcher(adminToken: string) {
  const email = `estudo-${Date.now()}@exemplo.com.br`;
  const password = 'cliente-estudo-2026';
  const made = await registerConfirmed({
    displayName: 'Cliente do Estudo',
    email,
    password,
  });
  const res = await fetch(new URL(`/api/users/${made.user.uuid}/role`, baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ role: 'watcher' }),
  });
  expect(res.status).toBe(200);
  return { id: made.user.uuid, email, password };
}

describe('studies (/apps/surveys)', () => {
  it('a client watcher finds the study of its board: campaigns, the delivered report to download, the board (read-only)', async () => {
    const admin = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
    const seeded = (await api<TStudies>('/api/studies?q=cardiologia', admin)).studies[0];
    const campaign = seeded?.campaigns[0];
    if (!seeded || !campaign) throw new Error('the demo study is missing');
    // A report of the demo campaign, generated and delivered to the client.
    const report = await api<{ id: string }>('/api/reports', admin, {
      campaignId: campaign.id,
      format: 'csv',
    });
    await expect
      .poll(async () => (await api<{ status: string }>(`/api/reports/${report.id}`, admin)).status, {
        timeout: 30_000,
      })
      .toBe('done');
    await api(`/api/reports/${report.id}/deliver`, admin, { recipient: 'Laboratório Beta' });
    // The study's board, with the watcher as a member.
    const watcher = await createWatcher(admin);
    const board = await api<{ id: string; uri: string }>('/api/doc-app/doc/new', admin, {
      doc: { name: `Estudo cardio ${Date.now()}`, surveyId: seeded.id },
    });
    await api('/api/doc-app/doc/members/update', admin, { docId: board.id, memberIds: [watcher.id] });

    const { page, context } = await newPage(browser, baseURL);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(watcher.email);
    await page.getByLabel('Senha').fill(watcher.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/apps/surveys');
    const study = page.getByRole('article', { name: seeded.title });
    await study.waitFor();
    // Only this study: the watcher is on no other study's board.
    expect(await page.getByRole('article').count()).toBe(1);
    await study.getByRole('region', { name: 'Campanhas' }).getByText(campaign.name).waitFor();
    const download = study.getByRole('link', { name: `${campaign.name} (CSV)` });
    const href = (await download.getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('attachment');
    await study
      .getByText(/para Laboratório Beta/)
      .first()
      .waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/studies-watcher.png`, fullPage: true });

    // The board opens read-only for the watcher.
    await study.getByRole('link', { name: /Estudo cardio/ }).click();
    await page.waitForURL(`**/apps/documents/board/${board.id}/**`);
    await page.getByRole('heading', { name: /Estudo cardio/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Adicionar lista' }).count()).toBe(0);
    await context.close();
  });
});
