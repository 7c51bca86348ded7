import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
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
    await registerConfirmed({
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
    await registerConfirmed({
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
    // 200×100: the left half red, the right half blue.
    const halves = Buffer.from(
      await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 200;
        canvas.height = 100;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.fillStyle = '#ff0000';
        context.fillRect(0, 0, 100, 100);
        context.fillStyle = '#0000ff';
        context.fillRect(100, 0, 100, 100);
        return canvas.toDataURL('image/png').split(',')[1] as string;
      }),
      'base64',
    );
    await page
      .getByLabel('Foto do perfil')
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: halves });
    // 'Recortar foto': the square starts centred (half red, half blue); moved all the way left, all red.
    const dialog = page.getByRole('dialog', { name: 'Recortar foto' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const area = dialog.getByRole('application', { name: /Área de recorte/ });
    await expect
      .poll(() => area.locator('img').evaluate((img: HTMLImageElement) => img.style.visibility))
      .toBe('visible');
    await area.focus();
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowLeft');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/avatar-recorte.png` });
    await dialog.getByRole('button', { name: 'Usar foto' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);
    const toolbarPhoto = page.getByRole('button', { name: 'Menu do usuário' }).locator('img');
    await expect
      .poll(async () => (await toolbarPhoto.count()) > 0 && (await toolbarPhoto.getAttribute('src')), {
        timeout: 20_000,
      })
      .toMatch(/^\/api\/profile\/avatars\//);
    // The browser really loaded the image (a broken one has no natural width).
    await expect.poll(() => toolbarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    // What was kept is the red half only: even the right edge of the avatar is red.
    const pixel = (x: number) =>
      toolbarPhoto.evaluate((img: HTMLImageElement, at: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(img, 0, 0);
        const [r = 0, g = 0, b = 0] = context.getImageData(at, 128, 1, 1).data;
        return r > 200 && g < 60 && b < 60 ? 'vermelho' : `rgb(${r},${g},${b})`;
      }, x);
    expect(await pixel(128)).toBe('vermelho');
    expect(await pixel(245)).toBe('vermelho');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/avatar-toolbar.png` });
    await page.reload();
    await expect
      .poll(async () => (await toolbarPhoto.count()) > 0 && (await toolbarPhoto.getAttribute('src')), {
        timeout: 20_000,
      })
      .toMatch(/^\/api\/profile\/avatars\//);
    await context.close();
  });

  it("a post with an image shows its thumbnail, and 'Carregar mais' brings the older posts", async () => {
    const email = `imagens-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
    await registerConfirmed({
      displayName: 'Pessoa das Fotos',
      email,
      password: 'senha-das-fotos',
    });
    const session = await api<TSession>('/api/auth/signin', null, { email, password: 'senha-das-fotos' });
    // Eleven older posts: the first page shows ten, the oldest comes with 'Carregar mais'.
    for (let n = 1; n <= 11; n += 1)
      await api(`/api/profile/${session.user.uuid}/posts`, session.access_token, {
        type: 'post',
        message: `<p>Diário de campo ${n}</p>`,
      });

    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('senha-das-fotos');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/apps/surveyplayer');
    await page.goto('/me');
    await expect
      .poll(() => page.getByRole('button', { name: 'Publicar' }).isVisible(), { timeout: 20_000 })
      .toBe(true);

    await page.getByLabel('No que você está pensando?').fill('Foto da equipe em campo');
    await page
      .getByLabel('Adicionar imagens')
      .setInputFiles({ name: 'campo.png', mimeType: 'image/png', buffer: PNG });
    const attached = page.getByRole('list', { name: 'Imagens anexadas' }).locator('img');
    await expect.poll(() => attached.count(), { timeout: 20_000 }).toBe(1);
    // A file that is not an image is refused in Portuguese, beside the picker.
    await page
      .getByLabel('Adicionar imagens')
      .setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'arquivo' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Publicar' }).click();

    const post = page.getByRole('article').filter({ hasText: 'Foto da equipe em campo' });
    const thumb = post.getByRole('img', { name: 'Imagem 1 do post de Pessoa das Fotos' });
    await expect.poll(() => thumb.count(), { timeout: 20_000 }).toBe(1);
    // The browser really loaded the server's 400 px square thumbnail.
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
      .toBe(400);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/post-com-imagem.png`, fullPage: true });

    const oldest = page.getByText('Diário de campo 1', { exact: true });
    expect(await oldest.count()).toBe(0);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => oldest.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
    await context.close();
  });
});
