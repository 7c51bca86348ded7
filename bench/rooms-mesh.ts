/**
 * Rooms in the media mode the server runs (issue 16): the embedded mesh, or Janus when it was started with
 * JANUS_URL (the same pages, the same checks), with Chromium's fake camera and microphone:
 *  - webinar: one presenter (the moderator) to N audience pages (watcher_webinar by link); for each N, whether
 *    every viewer decodes frames, and the viewers' join time (page open → first frame) p50/p95;
 *  - senders: a focus group of a moderator and K participants; for each K, whether every sender decodes the
 *    video of every other sender, and how long until the last one does.
 * Start the product first (`npm start`), then:
 *   node --import tsx bench/rooms-mesh.ts [http://127.0.0.1:3000]
 * BENCH_EMAIL / BENCH_PASSWORD (the demo admin), BENCH_VIEWERS (2,4,8,12,16), BENCH_SENDERS (2,3,4,5,6),
 * BENCH_TIMEOUT_S (60: a viewer or sender without frames by then fails the step, and the series stops).
 */
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const email = process.env.BENCH_EMAIL ?? 'admin@pesquisemais.com.br';
const password = process.env.BENCH_PASSWORD ?? 'admin@2026';
const list = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map(Number) : fallback;
const viewerSteps = list(process.env.BENCH_VIEWERS, [2, 4, 8, 12, 16]);
const senderSteps = list(process.env.BENCH_SENDERS, [2, 3, 4, 5, 6]);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 60) * 1000;

async function call<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(new URL(path, baseURL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const signin = await call<{ access_token: string; user: { uuid: string } }>('/api/auth/signin', null, {
  email,
  password,
});
const token = signin.access_token;

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/** Opens a room page (session token or link) and passes the tech check; resolves when the button is clicked. */
async function enter(url: string, session: string | null): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 800, height: 600 },
  });
  if (session) await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), session);
  const page = await context.newPage();
  await page.goto(`${baseURL}${url}`, { timeout: timeoutMs });
  await page.getByRole('button', { name: 'Entrar na sala' }).click({ timeout: timeoutMs });
  return page;
}

const liveVideos = (page: Page) =>
  page.$$eval(
    'video[data-testid="remote-video"]',
    (videos) => (videos as HTMLVideoElement[]).filter((v) => v.videoWidth > 0).length,
  );

/** Waits until the page decodes `count` remote videos; the time it took, or null past the timeout. */
async function framesWithin(page: Page, count: number, since: number): Promise<number | null> {
  while (Date.now() - since < timeoutMs) {
    if ((await liveVideos(page).catch(() => 0)) >= count) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

async function room(kind: 'webinar' | 'focus_group', participants: string[], guests: string[]) {
  const participantIds = [];
  for (const name of participants)
    participantIds.push(
      (
        await call<{ id: string }>('/api/respondents', token, {
          name,
          email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@exemplo.com.br`,
        })
      ).id,
    );
  const created = await call<{ id: string }>('/api/rooms', token, {
    kind,
    title: `Bench ${kind} ${new Date().toISOString()}`,
    startsAt: new Date(Date.now() + 60_000).toISOString(),
    durationMinutes: 60,
    moderatorIds: [signin.user.uuid],
    participantIds,
    guests: guests.map((name) => ({ name, seat: 'watcher_webinar' })),
  });
  const links = await call<{ items: { name: string; url: string }[] }>(
    `/api/rooms/${created.id}/links`,
    token,
    {},
  );
  return { id: created.id, links: links.items };
}

const closeAll = (pages: Page[]) => Promise.all(pages.map((page) => page.context().close()));

console.log(`webinar (presenter → N viewers; in the mesh the presenter's browser relays), ${baseURL}`);
console.log('| viewers | all receive frames | join p50 | join p95 | slowest |');
console.log('| ---: | --- | ---: | ---: | ---: |');
for (const n of viewerSteps) {
  const names = Array.from({ length: n }, (_, i) => `Audiência ${i + 1}`);
  const webinar = await room('webinar', [], names);
  const presenter = await enter(`/apps/webinar/${webinar.id}`, token);
  const joins = await Promise.all(
    webinar.links.map(async (link) => {
      const started = Date.now();
      const page = await enter(link.url, null);
      return { page, took: await framesWithin(page, 1, started) };
    }),
  );
  const times = joins.map((j) => j.took).filter((t): t is number => t !== null);
  const allOk = times.length === n;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `| ${n} | ${allOk ? 'sim' : `não (${times.length}/${n})`} | ${seconds(percentile(times, 50))} | ${seconds(percentile(times, 95))} | ${seconds(Math.max(...times))} |`,
  );
  await closeAll([presenter, ...joins.map((j) => j.page)]);
  if (!allOk) break;
}

console.log('\nfocus group senders (moderator + K participants, each decodes every other)');
console.log('| senders | all decode all | last one after |');
console.log('| ---: | --- | ---: |');
for (const k of senderSteps) {
  const names = Array.from({ length: k - 1 }, (_, i) => `Participante ${i + 1}`);
  const group = await room('focus_group', names, []);
  const moderator = await enter(`/apps/rooms/${group.id}`, token);
  const started = Date.now();
  const pages = [moderator];
  // A page that does not even open in time (the machine is out of CPU) fails the step like missing frames.
  let opened = true;
  try {
    for (const link of group.links) {
      const page = await enter(link.url, null);
      pages.push(page);
      await page.getByTestId('waiting-room').waitFor({ timeout: timeoutMs });
      await moderator.getByRole('button', { name: `Admitir ${link.name}` }).click({ timeout: timeoutMs });
    }
  } catch {
    opened = false;
  }
  const took = opened ? await Promise.all(pages.map((page) => framesWithin(page, k - 1, started))) : [null];
  const allOk = took.every((t) => t !== null);
  const last = Math.max(...took.map((t) => t ?? Number.NaN));
  console.log(`| ${k} | ${allOk ? 'sim' : 'não'} | ${allOk ? `${(last / 1000).toFixed(1)} s` : '—'} |`);
  await closeAll(pages);
  if (!allOk) break;
}
await browser.close();
