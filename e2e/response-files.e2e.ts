import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG photo of noise (noise does not compress): 550×550 RGB is about 900 KB. */
function noisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCHEMA = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'crm', title: 'Seu CRM', isRequired: true },
        {
          type: 'file',
          name: 'receita',
          title: 'Foto da receita',
          acceptedTypes: 'image/*',
          isRequired: true,
        },
      ],
    },
  ],
};

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

describe('files in answers', () => {
  it('a respondent sends a ~900 KB photo with the answers; staff download it from the response view', {
    timeout: 180_000,
  }, async () => {
    const signin = await api<{ access_token: string }>('/api/auth/signin', null, {
      email: 'staff@pesquisemais.com.br',
      password: DEMO.staffPassword,
    });
    const token = signin.access_token;
    const survey = await api<{ id: string }>('/api/surveys', token, {
      title: `Receitas ${Date.now()}`,
      schema: SCHEMA,
    });
    await api(`/api/surveys/${survey.id}/publish`, token, {});
    const campaign = await api<{ id: string }>('/api/campaigns', token, {
      surveyId: survey.id,
      name: `Onda fotos ${Date.now()}`,
      mode: 'web',
      isOpenToPanel: true,
    });
    await api(`/api/campaigns/${campaign.id}/status`, token, { status: 'fielding' });

    const photo = noisePng(550);
    expect(photo.length).toBeGreaterThan(850 * 1024);
    expect(photo.length).toBeLessThan(1024 * 1024);

    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('staff@pesquisemais.com.br');
    await page.getByLabel('Senha').fill(DEMO.staffPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.goto(`/apps/surveyplayer/${survey.id}?campaign=${campaign.id}`);
    await expect.poll(visible(page, 'Foto da receita'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('textbox').first().fill('123456-SP');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      // The action's label, not its icon's <title>: SurveyJS opens the chooser from the click on it.
      page.locator('span.sd-action__title', { hasText: 'Escolher arquivo' }).click(),
    ]);
    const [uploaded] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes('/files?') && response.request().method() === 'POST',
      ),
      chooser.setFiles({ name: 'receita.png', mimeType: 'image/png', buffer: photo }),
    ]);
    expect(uploaded.status()).toBe(201);
    // The preview is read back through the API (onDownloadFile), so the photo shows before the submit.
    await expect
      .poll(() => page.locator('img[src^="data:image/png"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    const [completed] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/complete')),
      page.getByRole('button', { name: 'Enviar respostas' }).click(),
    ]);
    expect(completed.status()).toBe(200);
    const sent = completed.request().postDataJSON() as { answers: { receita: { content: string }[] } };
    expect(sent.answers.receita[0]?.content).toMatch(/^\/api\/survey-player\/responses\/.+\/files\/.+$/);
    expect(completed.request().postData()?.length ?? 0).toBeLessThan(2000);
    await expect.poll(visible(page, /Obrigado/), { timeout: 15_000 }).toBe(true);

    await page.goto(`/apps/coleta/campanhas/${campaign.id}`);
    await page.getByRole('tab', { name: 'Respostas' }).click();
    await page.getByRole('cell', { name: 'Completa' }).first().click();
    const button = page.getByRole('button', { name: 'Baixar receita.png' });
    await expect.poll(() => button.isVisible(), { timeout: 15_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('receita.png');
    const saved = await readFile((await download.path()) ?? '');
    expect(saved.equals(photo)).toBe(true);
    await context.close();
  });
});
