import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFLINE_MESSAGES, PLAY_MESSAGES } from '@pesquisemais/shared';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { CHROMIUM_ARGS } from './support/browser';
import { DEMO } from './support/global-setup';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const PASSWORD = 'senha-campo-123';

/** Two pages, so an interview can be left half-way and resumed. */
const SCHEMA = {
  pages: [
    {
      name: 'perfil',
      elements: [
        {
          type: 'radiogroup',
          name: 'especialidade',
          title: 'Especialidade',
          isRequired: true,
          choices: [
            { value: 'cardiologia', text: 'Cardiologia' },
            { value: 'pediatria', text: 'Pediatria' },
          ],
        },
      ],
    },
    { name: 'nome', elements: [{ type: 'text', name: 'crm', title: 'CRM', isRequired: true }] },
  ],
};

const signIn = async (email: string, password: string) =>
  (await api<{ access_token: string }>('/api/auth/signin', null, { email, password })).access_token;

let staff: string;
let interviewer: { token: string; email: string };
let userDataDir: string;
const opened = new Set<BrowserContext>();

async function interviewerAccount() {
  const email = `campo-${Date.now()}@exemplo.com.br`;
  const made = await registerConfirmed({
    displayName: 'Entrevistadora Campo',
    email,
    password: PASSWORD,
  });
  const admin = await signIn('admin@pesquisemais.com.br', DEMO.adminPassword);
  const res = await fetch(new URL(`/api/users/${made.user.uuid}/role`, baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ role: 'interview' }),
  });
  expect(res.status).toBe(200);
  return { token: await signIn(email, PASSWORD), email };
}

async function interviewCampaign(name: string, target?: { name: string; condition: string; goal: number }) {
  const survey = await api<{ id: string }>('/api/surveys', staff, {
    title: `Visita ${name}`,
    schema: SCHEMA,
  });
  await api(`/api/surveys/${survey.id}/publish`, staff, {});
  const campaign = await api<{ id: string }>('/api/campaigns', staff, {
    surveyId: survey.id,
    name,
    mode: 'interview',
  });
  if (target) await api(`/api/campaigns/${campaign.id}/targets`, staff, target);
  await api(`/api/campaigns/${campaign.id}/status`, staff, { status: 'fielding' });
  return campaign.id;
}

/** A browser with its profile on disk: closing and reopening it keeps IndexedDB and the worker's cache. */
async function openBrowser(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
    locale: 'pt-BR',
    viewport: { width: 1366, height: 900 },
  });
  opened.add(context);
  context.on('close', () => opened.delete(context));
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

const visible = (page: Page, text: string) => page.getByText(text, { exact: false }).first().isVisible();
const outboxCount = (page: Page, status: string) => page.locator(`[data-outbox="${status}"]`).count();
const card = (page: Page, campaignId: string) => page.locator(`[data-campaign="${campaignId}"]`);

async function markOffline(page: Page, campaignId: string) {
  await page.goto('/apps/surveyplayer');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => card(page, campaignId).isVisible(), { timeout: 30_000 }).toBe(true);
  await card(page, campaignId).getByLabel('Disponível off-line').click();
  await expect
    .poll(() => visible(page, 'Campanha disponível off-line neste aparelho.'), { timeout: 30_000 })
    .toBe(true);
}

/** One interview through the device's player; `resume` reloads it half-way first. */
async function interview(page: Page, campaignId: string, n: number, resume = false) {
  await card(page, campaignId).getByRole('link', { name: 'Iniciar entrevista' }).click();
  await page.getByLabel('Nome do entrevistado').fill(`Dr. Paciente ${n}`);
  await page.getByRole('button', { name: 'Iniciar entrevista' }).click();
  const choice = page.getByText('Cardiologia', { exact: true });
  await expect.poll(() => choice.isVisible(), { timeout: 30_000 }).toBe(true);
  await choice.click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  const crm = page.getByRole('textbox', { name: 'CRM' });
  await expect.poll(() => crm.isVisible(), { timeout: 15_000 }).toBe(true);
  if (resume) {
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => crm.isVisible(), { timeout: 30_000 }).toBe(true);
  }
  await crm.fill(`CRM-${n}`);
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect.poll(() => visible(page, 'Entrevista concluída'), { timeout: 15_000 }).toBe(true);
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await expect.poll(() => card(page, campaignId).isVisible(), { timeout: 15_000 }).toBe(true);
}

type TListed = { items: { id: string; status: string; respondentName: string }[]; total: number };
const responsesOf = (campaignId: string) =>
  api<TListed>(`/api/campaigns/${campaignId}/responses?pageSize=100`, staff);

beforeAll(async () => {
  staff = await signIn('staff@pesquisemais.com.br', DEMO.staffPassword);
  interviewer = await interviewerAccount();
});
beforeEach(async () => {
  userDataDir = await mkdtemp(path.join(tmpdir(), 'pm-offline-'));
});
afterEach(async () => {
  for (const context of opened) await context.close();
  await rm(userDataDir, { recursive: true, force: true });
});

/** A new browser profile signed in as the interviewer. */
async function signedInBrowser() {
  const opened = await openBrowser();
  await opened.page.goto('/home');
  await opened.page.evaluate((token) => localStorage.setItem('jwt_access_token', token), interviewer.token);
  return opened;
}

describe('interviewing with no connection', () => {
  it('20 interviews off-line survive a browser restart and a sync killed half-way: exactly 20 on the server', {
    timeout: 420_000,
  }, async () => {
    const campaignId = await interviewCampaign(`Congresso ${Date.now()}`);
    let { context, page } = await signedInBrowser();
    await markOffline(page, campaignId);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => visible(page, 'Sem conexão'), { timeout: 30_000 }).toBe(true);
    for (let n = 1; n <= 20; n += 1) await interview(page, campaignId, n, n === 1);
    await expect.poll(() => outboxCount(page, 'pendente')).toBe(20);
    expect((await responsesOf(campaignId)).total).toBe(0);

    await context.close();
    ({ context, page } = await openBrowser());
    await context.setOffline(true);
    await page.goto('/apps/surveyplayer');
    await expect.poll(() => outboxCount(page, 'pendente'), { timeout: 30_000 }).toBe(20);

    // Back online: the outbox syncs by itself; the browser dies after the fifth answer.
    let answered = 0;
    const killed = new Promise<void>((resolve) => {
      page.on('response', (response) => {
        if (!response.url().includes('/offline-interviews')) return;
        answered += 1;
        if (answered === 5) resolve();
      });
    });
    await context.setOffline(false);
    await killed;
    await context.close();
    const partial = (await responsesOf(campaignId)).total;
    expect(partial).toBeGreaterThanOrEqual(5);
    expect(partial).toBeLessThan(20);

    ({ context, page } = await openBrowser());
    await page.goto('/apps/surveyplayer');
    await expect.poll(() => outboxCount(page, 'enviada'), { timeout: 60_000 }).toBe(20);
    const listed = await responsesOf(campaignId);
    expect(listed.total).toBe(20);
    expect(new Set(listed.items.map((item) => item.status))).toEqual(new Set(['complete']));
    expect(listed.items.map((item) => item.respondentName).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Dr. Paciente ${i + 1}`).sort(),
    );
    for (const item of listed.items) {
      const detail = await api<{ answers: Record<string, unknown> }>(`/api/responses/${item.id}`, staff);
      const n = item.respondentName.replace('Dr. Paciente ', '');
      expect(detail.answers).toEqual({ especialidade: 'cardiologia', crm: `CRM-${n}` });
    }
    await context.close();
  });

  it('a quota filled meanwhile ends the interview over quota, kept; a tampered time is refused in pt-BR', {
    timeout: 180_000,
  }, async () => {
    const campaignId = await interviewCampaign(`Clínica ${Date.now()}`, {
      name: 'Total',
      condition: '',
      goal: 1,
    });
    const { context, page } = await signedInBrowser();
    await markOffline(page, campaignId);
    await context.setOffline(true);
    await page.reload();
    await interview(page, campaignId, 1);
    await interview(page, campaignId, 2);

    // Another device fills the only place while this one is off-line.
    const play = await api<{ version: { id: string } }>(
      `/api/survey-player/campaigns/${campaignId}`,
      interviewer.token,
    );
    const other = await api<{ status: string }>(
      `/api/survey-player/campaigns/${campaignId}/offline-interviews`,
      interviewer.token,
      {
        idempotencyKey: crypto.randomUUID(),
        versionId: play.version.id,
        respondentName: 'Outro aparelho',
        answers: { especialidade: 'pediatria', crm: 'CRM-X' },
        startedAt: new Date().toISOString(),
        endedAt: new Date(Date.now() + 1_000).toISOString(),
      },
    );
    expect(other.status).toBe('complete');
    // The second interview's end moved a day ahead on the device: the server refuses it.
    await page.evaluate(async () => {
      const name = (await indexedDB.databases()).find((db) => db.name?.startsWith('pesquise-offline-'))?.name;
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open(name ?? '');
        open.onsuccess = () => resolve(open.result);
      });
      const store = db.transaction('interviews', 'readwrite').objectStore('interviews');
      const all = await new Promise<{ respondentName: string; endedAt: string }[]>((resolve) => {
        const read = store.getAll();
        read.onsuccess = () => resolve(read.result);
      });
      const second = all.find((item) => item.respondentName === 'Dr. Paciente 2');
      if (second) store.put({ ...second, endedAt: new Date(Date.now() + 86_400_000).toISOString() });
      db.close();
    });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await expect.poll(() => outboxCount(page, 'recusada'), { timeout: 30_000 }).toBe(2);
    expect(await visible(page, PLAY_MESSAGES.over_quota)).toBe(true);
    expect(await visible(page, OFFLINE_MESSAGES.inFuture)).toBe(true);
    const listed = await responsesOf(campaignId);
    expect(listed.items.map((item) => [item.respondentName, item.status]).sort()).toEqual([
      ['Dr. Paciente 1', 'over_quota'],
      ['Outro aparelho', 'complete'],
    ]);
    await context.close();
  });
});
