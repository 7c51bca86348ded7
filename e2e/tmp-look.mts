import { FAKE_MEDIA_ARGS, launchBrowser } from './support/browser';

const base = 'http://127.0.0.1:4791';
const call = async (p: string, token: string | null, body?: unknown, method?: string) => {
  const res = await fetch(base + p, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json();
};
const admin = await call('/api/auth/signin', null, { email: 'admin@pesquisemais.com.br', password: 'admin@2026' });
const token = admin.access_token;
const campaigns = await call('/api/campaigns?pageSize=5', token);
const campaign = (campaigns.items ?? campaigns)[0];
console.log('campaign', campaign?.name);
const resp = await call('/api/respondents?pageSize=3', token);
const respondents = (resp.items ?? resp).slice(0, 2);
console.log('respondents', respondents.map((r: { name: string; consent: boolean }) => `${r.name}:${r.consent}`));
const room = await call('/api/rooms', token, { kind: 'focus_group', title: 'Grupo focal — anticoagulantes', startsAt: new Date(Date.now() + 60000).toISOString(), durationMinutes: 60, campaignId: campaign.id, moderatorIds: [admin.user.uuid], participantIds: respondents.map((r: { id: string }) => r.id), observers: [] });
const links = await call(`/api/rooms/${room.id}/links`, token, {});
const browser = await launchBrowser(FAKE_MEDIA_ARGS);
const ctx = async (width: number, t: string | null) => {
  const c = await browser.newContext({ baseURL: base, serviceWorkers: 'block', locale: 'pt-BR', viewport: { width, height: 800 } });
  if (t) await c.addInitScript((x) => localStorage.setItem('jwt_access_token', x), t);
  await c.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return c.newPage();
};
for (const width of [1366, 360]) {
  const page = await ctx(width, token);
  await page.goto('/apps/rooms');
  const row = page.getByRole('row', { name: /anticoagulantes/ }).first();
  await row.getByRole('button', { name: 'Links' }).click();
  await page.getByRole('combobox', { name: 'Modelo de e-mail' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Enviar convites por e-mail' }).click();
  await page.getByRole('status').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/look-invite-${width}.png`, fullPage: width === 1366 });
  await page.context().close();
}
// A recording by Janus, then the studies page.
const moderator = await ctx(1366, token);
await moderator.goto(`/apps/rooms/${room.id}`);
await moderator.getByRole('button', { name: 'Entrar na sala' }).click();
const participant = await ctx(1366, null);
await participant.goto(links.items[0].url);
await participant.getByRole('button', { name: 'Entrar na sala' }).click();
await moderator.getByRole('button', { name: /Admitir/ }).first().click({ timeout: 30000 }).catch(() => console.log('no admit button'));
await moderator.waitForTimeout(6000);
await moderator.getByRole('button', { name: 'Iniciar gravação' }).click();
await moderator.waitForTimeout(6000);
await moderator.getByRole('button', { name: 'Parar gravação' }).click();
await moderator.getByText('Montando o arquivo').waitFor({ timeout: 20000 }).catch(() => console.log('no processing text seen'));
await moderator.getByTestId('recordings').screenshot({ path: '/tmp/look-processing.png' });
await moderator.getByText('Baixar gravação').waitFor({ timeout: 90000 });
await moderator.getByTestId('recordings').screenshot({ path: '/tmp/look-ready.png' });
await moderator.screenshot({ path: '/tmp/look-room.png' });
const studies = await ctx(1366, token);
await studies.goto('/apps/surveys');
await studies.getByRole('region', { name: 'Gravações das salas' }).first().waitFor();
const card = studies.getByRole('article').filter({ has: studies.getByRole('link', { name: 'Grupo focal — anticoagulantes' }) });
await card.screenshot({ path: '/tmp/look-studies.png' });
await browser.close();
