import { createHash } from 'node:crypto';
import type { TRole, TRoom, TRoomLinks } from '@pesquisemais/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { explained, FAKE_MEDIA_ARGS, launchBrowser } from './browser';
import { confirmationToken } from './register';
import { seatScenario } from './room-seat-scenario';
import { tapSockets } from './socket-tap';
import { DEMO } from './test-server';

/** The server a scenario runs against; `janusUrl` when its rooms go through Janus (which then records them). */
/** `mailDir`: where the server's mail lands (the sink, or its outbox), for the registration's confirmation link. */
export type TRoomServer = { baseURL: string; mailDir: string; janusUrl?: string; stop?: () => Promise<void> };

/** The feeds published in a room's Janus VideoRoom (its number as the server derives it), asked of Janus. */
async function janusPublishers(janusUrl: string, roomId: string): Promise<unknown[]> {
  const room = Number.parseInt(createHash('sha256').update(`room:${roomId}`).digest('hex').slice(0, 13), 16);
  const post = async (url: string, body: object) =>
    (await (
      await fetch(url, { method: 'POST', body: JSON.stringify({ ...body, transaction: `${Date.now()}` }) })
    ).json()) as { data: { id: number }; plugindata: { data: { participants?: unknown[] } } };
  const session = (await post(janusUrl, { janus: 'create' })).data.id;
  const handle = (await post(`${janusUrl}/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' }))
    .data.id;
  const listed = await post(`${janusUrl}/${session}/${handle}`, {
    janus: 'message',
    body: { request: 'listparticipants', room },
  });
  await post(`${janusUrl}/${session}`, { janus: 'destroy' });
  return (listed.plugindata.data.participants ?? []).filter((p) => (p as { publisher?: boolean }).publisher);
}

/**
 * The rooms end to end, in Chromium with fake cameras, against `start()`'s server: the mesh (the default) or
 * Janus (JANUS_URL). The same people, the same checks: both modes must give the same rooms.
 */
export function roomScenarios(
  mode: string,
  start: () => Promise<TRoomServer>,
  /** `seats`: also the seat checks (forged offer, live demotion), which do not depend on the media mode. */
  options: { seats?: boolean } = {},
) {
  describe(`rooms (${mode})`, () => {
    let browser: Browser;
    let server: TRoomServer = { baseURL: '', mailDir: '' };
    beforeAll(async () => {
      server = await start();
      browser = await launchBrowser(FAKE_MEDIA_ARGS);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server.stop?.();
    });

    async function call<T = Record<string, unknown>>(path: string, token: string | null, body?: unknown) {
      const res = await fetch(new URL(path, server.baseURL), {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    }

    const signIn = (email: string, password: string) =>
      call<{ access_token: string; user: { uuid: string; data: { displayName: string } } }>(
        '/api/auth/signin',
        null,
        { email, password },
      );

    /** A new account with a role an admin gives it (a watcher role, staff), signed in again. */
    async function account(role: TRole, name: string, adminToken: string) {
      const email = `sala-${role}-${Date.now()}@exemplo.com.br`;
      await call('/api/auth/register', null, {
        displayName: name,
        email,
        password: 'senha-sala-123',
        consent: true,
      });
      const made = await call<{ user: { uuid: string } }>('/api/auth/register/confirm', null, {
        token: await confirmationToken(email, server.mailDir),
      });
      const res = await fetch(new URL(`/api/users/${made.user.uuid}/role`, server.baseURL), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ role }),
      });
      expect(res.status).toBe(200);
      return { id: made.user.uuid, token: (await signIn(email, 'senha-sala-123')).access_token };
    }

    /**
     * A light page (bypassCSP: axe runs on some), signed in with a token when given, through the door; `tap`:
     * its socket's events are kept and it can be written to (socket-tap.ts).
     */
    async function open(url: string, token: string | null, tap = false): Promise<Page> {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        serviceWorkers: 'block',
        locale: 'pt-BR',
        viewport: { width: 1280, height: 720 },
        bypassCSP: true,
      });
      if (token) await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
      if (tap) await tapSockets(context);
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('button', { name: 'Entrar na sala' }).click({ timeout: 30_000 });
      return page;
    }

    /** Every remote video of the page is decoding frames (videoWidth > 0); how many there are. */
    const liveVideos = (page: Page) =>
      page.$$eval(
        'video[data-testid="remote-video"]',
        (videos) => (videos as HTMLVideoElement[]).filter((video) => video.videoWidth > 0).length,
      );

    it('moderator, 2 participants and 2 hidden observers: video for all, 3 people for participants, a private backroom', async () => {
      const admin = await signIn('admin@pesquisemais.com.br', DEMO.adminPassword);
      const token = admin.access_token;
      const moderatorName = admin.user.data.displayName;
      const watcher = await account('watcher', 'Observadora Olga', token);
      const reactor = await account('watcher_reaction', 'Observador Otto', token);
      const respondent = (name: string) =>
        call<{ id: string }>('/api/respondents', token, {
          name,
          email: `sala-${Date.now()}-${name.length}@exemplo.com.br`,
        });
      const participantIds = [
        (await respondent('Dra. Beatriz')).id,
        (await respondent('Dr. Carlos Lima')).id,
      ];
      const room = await call<TRoom>('/api/rooms', token, {
        kind: 'focus_group',
        title: 'Grupo focal — anticoagulantes',
        startsAt: new Date(Date.now() + 60_000).toISOString(),
        durationMinutes: 60,
        moderatorIds: [admin.user.uuid],
        participantIds,
        observers: [
          { userId: watcher.id, seat: 'watcher' },
          { userId: reactor.id, seat: 'watcher_reaction' },
        ],
      });
      const links = await call<TRoomLinks>(`/api/rooms/${room.id}/links`, token, {});

      const moderator = await open(`/apps/rooms/${room.id}`, token);
      const observers = [
        await open(`/apps/rooms/${room.id}`, watcher.token),
        await open(`/apps/rooms/${room.id}`, reactor.token),
      ];
      const participants: Page[] = [];
      for (const item of links.items) {
        const page = await open(item.url, null);
        await explained(page, () => page.getByTestId('waiting-room').waitFor());
        await explained(moderator, () =>
          moderator.getByRole('button', { name: `Admitir ${item.name}` }).click({ timeout: 20_000 }),
        );
        participants.push(page);
      }

      // Participants list exactly the moderator and the two participants; no observer, ever.
      for (const page of participants) {
        await expect
          .poll(async () => (await page.getByTestId('person').allTextContents()).length, { timeout: 20_000 })
          .toBe(3);
        const names = await page.getByTestId('person').allTextContents();
        for (const name of [moderatorName, 'Dra. Beatriz', 'Dr. Carlos Lima'])
          expect(names.some((text) => text.includes(name))).toBe(true);
        expect(names.join()).not.toContain('Observ');
      }

      // Live video: a participant from the moderator and the other participant; an observer from all three.
      for (const page of participants) await expect.poll(() => liveVideos(page), { timeout: 60_000 }).toBe(2);
      for (const page of observers) await expect.poll(() => liveVideos(page), { timeout: 60_000 }).toBe(3);
      // Janus mode: the media server holds exactly the three senders' feeds; the observers never published.
      if (server.janusUrl) expect(await janusPublishers(server.janusUrl, room.id)).toHaveLength(3);
      // The room in session, as each kind of seat sees it, passes axe (the route walk sees only its closed door).
      const inSession = [moderator, ...observers.slice(0, 1), ...participants.slice(0, 1)];
      for (const page of inSession) expect(await axeViolations(page, `sala ${page.url()}`)).toEqual([]);

      // An observer's backroom message and bookmark reach the moderator and the other observer only.
      const [olga, otto] = observers as [Page, Page];
      await olga
        .getByRole('textbox', { name: 'Mensagem ao bastidor' })
        .fill('Ela hesitou quando falou do preço');
      await olga.getByRole('textbox', { name: 'Mensagem ao bastidor' }).press('Enter');
      await olga.getByRole('textbox', { name: 'Marcar momento' }).fill('Objeção de preço');
      await olga.getByRole('textbox', { name: 'Marcar momento' }).press('Enter');
      for (const page of [moderator, otto, olga]) {
        await expect
          .poll(() => page.getByTestId('backroom-chat').textContent())
          .toContain('Ela hesitou quando falou do preço');
        await expect.poll(() => page.getByTestId('timeline').textContent()).toContain('Objeção de preço');
      }
      for (const page of participants) {
        expect(await page.getByTestId('backroom').count()).toBe(0);
        const text = (await page.textContent('body')) ?? '';
        expect(text).not.toContain('Ela hesitou');
        expect(text).not.toContain('Objeção de preço');
        expect(text).not.toContain('Observadora Olga');
      }
      for (const page of [moderator, ...observers, ...participants]) await page.context().close();
    }, 240_000);

    if (options.seats)
      it(
        'refuses an observer page its forged offer; a demoted moderator loses the seat on its open page',
        () => seatScenario({ baseURL: server.baseURL, call, signIn, account, open, liveVideos }),
        120_000,
      );

    it('holds an observer question for the moderator, records the session with a notice for all, and plays it back', async () => {
      const admin = await signIn('admin@pesquisemais.com.br', DEMO.adminPassword);
      const token = admin.access_token;
      const client = await account('watcher_bloodblue_basic', 'Cliente Clara', token);
      const respondent = await call<{ id: string }>('/api/respondents', token, {
        name: 'Dra. Helena',
        email: `sala-gravada-${Date.now()}@exemplo.com.br`,
      });
      const room = await call<TRoom>('/api/rooms', token, {
        kind: 'focus_group',
        title: 'Grupo focal — gravado',
        startsAt: new Date(Date.now() + 60_000).toISOString(),
        durationMinutes: 60,
        moderatorIds: [admin.user.uuid],
        participantIds: [respondent.id],
        observers: [{ userId: client.id, seat: 'watcher_bloodblue_basic' }],
      });
      const links = await call<TRoomLinks>(`/api/rooms/${room.id}/links`, token, {});
      const moderator = await open(`/apps/rooms/${room.id}`, token);
      const clara = await open(`/apps/rooms/${room.id}`, client.token);
      const participant = await open((links.items[0] as TRoomLinks['items'][number]).url, null);
      await explained(participant, () => participant.getByTestId('waiting-room').waitFor());
      await explained(moderator, () =>
        moderator.getByRole('button', { name: 'Admitir Dra. Helena' }).click({ timeout: 20_000 }),
      );
      await expect.poll(() => liveVideos(participant), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => liveVideos(clara), { timeout: 60_000 }).toBe(2);

      // The observer's question waits for the moderator; the participant sees it only once approved.
      await clara.getByRole('textbox', { name: 'Sua pergunta' }).fill('Pergunte se ela já usou o genérico');
      await clara.getByRole('textbox', { name: 'Sua pergunta' }).press('Enter');
      await expect
        .poll(() => clara.getByTestId('my-questions').textContent())
        .toContain('Aguardando moderação');
      const queued = moderator.getByTestId('queued-question').filter({ hasText: 'genérico' });
      await queued.waitFor({ timeout: 20_000 });
      expect(await participant.textContent('body')).not.toContain('genérico');
      await queued.getByRole('button', { name: 'Aprovar' }).click();
      await expect
        .poll(() => participant.getByTestId('shown-questions').textContent(), { timeout: 20_000 })
        .toContain('Pergunte se ela já usou o genérico');
      const answer = moderator.getByRole('textbox', {
        name: 'Resposta a: Pergunte se ela já usou o genérico',
      });
      await answer.fill('Perguntado no bloco 2.');
      await answer.press('Enter');
      await expect
        .poll(() => participant.getByTestId('shown-questions').textContent(), { timeout: 20_000 })
        .toContain('Resposta: Perguntado no bloco 2.');
      expect(await participant.textContent('body')).not.toContain('Cliente Clara');

      // Recording: everyone is told while it runs; the observer marks a moment in it.
      await moderator.getByRole('button', { name: 'Iniciar gravação' }).click();
      for (const page of [participant, clara, moderator])
        await page.getByTestId('recording-notice').waitFor({ timeout: 20_000 });
      await clara.getByRole('textbox', { name: 'Marcar momento' }).fill('Momento gravado');
      await clara.getByRole('textbox', { name: 'Marcar momento' }).press('Enter');
      await moderator.waitForTimeout(7000);
      await moderator.getByRole('button', { name: 'Parar gravação' }).click();
      await explained(moderator, () =>
        participant.getByTestId('recording-notice').waitFor({ state: 'detached', timeout: 30_000 }),
      );

      // The client team plays it (no download for this seat); the moderator may download; participants see none.
      const recording = clara.getByTestId('recording');
      await recording.waitFor({ timeout: 30_000 });
      expect(await recording.textContent()).toContain('Momento gravado');
      expect(await recording.getByText('Baixar gravação').count()).toBe(0);
      await moderator.getByTestId('recording').getByText('Baixar gravação').waitFor({ timeout: 90_000 });
      await recording.locator('video').evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
      await expect
        .poll(
          () =>
            recording
              .locator('video')
              .evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && video.currentTime > 0.5),
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(await participant.getByTestId('recordings').count()).toBe(0);
      // Who recorded it: Janus (each stream, mixed by the worker into a 1280×720 grid) or the moderator's browser.
      const [made] = (
        await call<{ items: { source: string; parts: number }[] }>(`/api/rooms/${room.id}/recordings`, token)
      ).items;
      expect(made?.source).toBe(server.janusUrl ? 'janus' : 'browser');
      expect(await recording.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(
        1280,
      );
      for (const page of [moderator, clara, participant]) await page.context().close();
    }, 240_000);
  });
}
