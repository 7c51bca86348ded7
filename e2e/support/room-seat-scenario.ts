import {
  ROOM_ACTIONS,
  ROOM_MESSAGES,
  type TRole,
  type TRoom,
  type TRoomLinks,
  type TRoomPeer,
} from '@pesquisemais/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { explained } from './browser';
import { emitThroughPage, type TTapFrame, tappedFrames } from './socket-tap';
import { DEMO } from './test-server';

/** What room-scenarios.ts gives a scenario: its server's API and its pages (one browser for all). */
export interface TRoomPages {
  baseURL: string;
  call<T = Record<string, unknown>>(path: string, token: string | null, body?: unknown): Promise<T>;
  signIn(email: string, password: string): Promise<{ access_token: string }>;
  account(role: TRole, name: string, adminToken: string): Promise<{ id: string; token: string }>;
  open(url: string, token: string | null, tap?: boolean): Promise<Page>;
  liveVideos(page: Page): Promise<number>;
}

/** An offer a tampered observer page makes up: a video it would send, under a name to find it by. */
const FORGED_SDP = [
  'v=0',
  'o=- 4242 2 IN IP4 127.0.0.1',
  's=oferta-forjada',
  't=0 0',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'c=IN IP4 0.0.0.0',
  'a=mid:0',
  'a=sendonly',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

const remoteTiles = (page: Page) => page.locator('video[data-testid="remote-video"]').count();
const peopleOf = (page: Page) => page.getByTestId('person').allTextContents();

/** The last people list the page's socket got, and its own peer id. */
function roomView(frames: TTapFrame[]) {
  const payloads = (name: string) => frames.filter(([event]) => event === name).map(([, payload]) => payload);
  const presence = payloads('room:presence').at(-1) as { people: TRoomPeer[] } | undefined;
  const joined = payloads('message')
    .filter((m) => (m as { type: string }).type === 'room:joined')
    .at(-1) as { data: { self: { peerId: string } } } | undefined;
  const peerOf = (seat: string) => presence?.people.find((p) => p.seat === seat)?.peerId ?? '';
  return {
    self: joined?.data.self.peerId ?? '',
    moderator: peerOf('moderator'),
    participant: peerOf('participant'),
  };
}

/**
 * The server decides by seat, live, in a real room: an observer's page that forges an offer (its own video, or a
 * participant's named as its source) is refused and the moderator's page never gets it; a moderator demoted by
 * the admin loses the seat on its open page, and the others' pages drop it.
 */
export async function seatScenario(rooms: TRoomPages): Promise<void> {
  const admin = await rooms.signIn('admin@pesquisemais.com.br', DEMO.adminPassword);
  const token = admin.access_token;
  const marta = await rooms.account('staff', 'Moderadora Marta', token);
  const olga = await rooms.account('watcher', 'Observadora Olga', token);
  const respondent = await rooms.call<{ id: string }>('/api/respondents', token, {
    name: 'Dra. Íris',
    email: `sala-assento-${Date.now()}@exemplo.com.br`,
  });
  const room = await rooms.call<TRoom>('/api/rooms', token, {
    kind: 'focus_group',
    title: 'Grupo focal — assentos',
    startsAt: new Date(Date.now() + 60_000).toISOString(),
    durationMinutes: 60,
    moderatorIds: [marta.id],
    participantIds: [respondent.id],
    observers: [{ userId: olga.id, seat: 'watcher' }],
  });
  const links = await rooms.call<TRoomLinks>(`/api/rooms/${room.id}/links`, token, {});
  const moderator = await rooms.open(`/apps/rooms/${room.id}`, marta.token, true);
  const observer = await rooms.open(`/apps/rooms/${room.id}`, olga.token, true);
  const participant = await rooms.open((links.items[0] as TRoomLinks['items'][number]).url, null);
  await explained(participant, () => participant.getByTestId('waiting-room').waitFor());
  await explained(moderator, () =>
    moderator.getByRole('button', { name: 'Admitir Dra. Íris' }).click({ timeout: 20_000 }),
  );
  await expect.poll(() => rooms.liveVideos(observer), { timeout: 60_000 }).toBe(2);
  await expect.poll(() => rooms.liveVideos(moderator), { timeout: 60_000 }).toBe(1);

  // A forged offer from the observer's own socket: as its own video, and as the participant's.
  const peers = roomView(await tappedFrames(observer));
  expect(peers.moderator && peers.participant && peers.self).toBeTruthy();
  const refusals = async () =>
    (await tappedFrames(observer)).filter(
      ([event, m]) =>
        event === 'message' &&
        (m as { type: string; data: unknown }).type === 'error' &&
        (m as { data: unknown }).data === ROOM_MESSAGES.notAllowed,
    ).length;
  for (const source of [peers.self, peers.participant])
    await emitThroughPage(observer, 'action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId: room.id, to: peers.moderator, source, description: { type: 'offer', sdp: FORGED_SDP } },
    });
  await expect.poll(refusals, { timeout: 20_000 }).toBe(2);
  expect(JSON.stringify(await tappedFrames(moderator))).not.toContain('oferta-forjada');
  expect(await remoteTiles(moderator)).toBe(1);
  expect(await rooms.liveVideos(moderator)).toBe(1);

  // The admin demotes the moderator: its open page loses the seat, the others drop it.
  expect(await peopleOf(participant)).toHaveLength(2);
  expect((await peopleOf(observer)).join()).toContain('Moderadora Marta');
  const demoted = await fetch(new URL(`/api/users/${marta.id}/role`, rooms.baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'user' }),
  });
  expect(demoted.status).toBe(200);
  await explained(moderator, () => moderator.getByText(ROOM_MESSAGES.seatLost).waitFor({ timeout: 20_000 }));
  expect(await moderator.getByTestId('backroom').count()).toBe(0);
  expect(await moderator.getByRole('button', { name: 'Iniciar gravação' }).count()).toBe(0);
  await expect.poll(() => peopleOf(participant), { timeout: 20_000 }).toHaveLength(1);
  await expect.poll(() => remoteTiles(participant), { timeout: 20_000 }).toBe(0);
  await expect
    .poll(async () => (await peopleOf(observer)).join(), { timeout: 20_000 })
    .not.toContain('Moderadora Marta');
  await expect.poll(() => remoteTiles(observer), { timeout: 20_000 }).toBe(0);
  for (const page of [moderator, observer, participant]) await page.context().close();
}
