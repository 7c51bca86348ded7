import { DASHBOARD_WATCH_ACTION, dashboardRoom, SURVEY_WATCH_ACTION } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import type { SocketClients } from '../test/socket-clients';
import { createSurvey, type FieldedCampaign, fieldCampaign } from '../test/survey-factories';
import { useAppOnSameSchema, useSocketClients, useTestApp } from '../test/test-app';

// Needs the Redis of REDIS_URL (default 127.0.0.1:6379; .ci/run starts it), as two real processes would.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Message = { type: string; data: unknown };

function connected(clients: SocketClients, token?: string): Promise<Socket> {
  const socket = clients.connect(token);
  return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
}

/** Sends an action and waits for its answer (or for the message it names). */
function act(socket: Socket, type: string, data: unknown, answer = ''): Promise<Message> {
  return new Promise((resolve) => {
    const onMessage = (message: Message) => {
      if (answer && message.type !== answer && message.type !== 'error') return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
    socket.emit('action', { type, data });
  });
}

const revoked = (socket: Socket) =>
  new Promise<Message>((resolve) =>
    socket.on('message', (message: Message) => message.type === 'access:revoked' && resolve(message)),
  );

async function inRoom(app: FastifyInstance, room: string): Promise<string[]> {
  return (await app.io.in(room).fetchSockets()).map((socket) => socket.id);
}

describe('sockets lose rooms when their rights go (two processes, one Redis)', () => {
  // No periodic re-check during these tests: what they see comes from the events alone.
  const config = { redisUrl, socketRecheckMs: 3_600_000 };
  const {
    app: first,
    users: { admin, staff },
  } = useTestApp({ roles: ['admin', 'staff'], config });
  const second = useAppOnSameSchema(first, config);
  const clients = useSocketClients(second);
  let fielded: FieldedCampaign;

  beforeAll(async () => {
    await first.ready();
    fielded = await fieldCampaign(first, staff);
  });

  const room = () => dashboardRoom(fielded.campaign.id);
  const watch = (socket: Socket, share?: string) =>
    act(socket, DASHBOARD_WATCH_ACTION, { campaignId: fielded.campaign.id, share }, 'dashboard:watching');

  it('a demotion made on one process takes the user out of the dashboard room on the other', async () => {
    const analyst = await buildUser(first, { role: 'staff' });
    const socket = await connected(clients, analyst.token);
    expect((await watch(socket)).type).toBe('dashboard:watching');
    expect(await inRoom(first, room())).toContain(socket.id);

    const told = revoked(socket);
    const demoted = await first.inject({
      method: 'PATCH',
      url: `/api/users/${analyst.row.id}/role`,
      headers: admin.auth,
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await told).data).toEqual({ room: room() });
    expect(await inRoom(first, room())).not.toContain(socket.id);
    expect(socket.connected).toBe(true);
    // Joining again is judged with the current role.
    expect((await watch(socket)).type).toBe('error');
  });

  it("'sair de todos os dispositivos' on one process closes the user's sockets on the other at once", async () => {
    const leaving = await buildUser(first, { role: 'staff' });
    const socket = await connected(clients, leaving.token);
    expect((await watch(socket)).type).toBe('dashboard:watching');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const ended = await first.inject({ method: 'POST', url: '/api/auth/signout-all', headers: leaving.auth });
    expect(ended.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await inRoom(first, room())).not.toContain(socket.id);
  });

  it('replacing the share link takes its holders out, and only them', async () => {
    const share = fielded.campaign.shareToken as string;
    const guest = await connected(clients);
    const manager = await connected(clients, staff.token);
    expect((await watch(guest, share)).type).toBe('dashboard:watching');
    expect((await watch(manager)).type).toBe('dashboard:watching');

    const told = revoked(guest);
    const replaced = await first.inject({
      method: 'POST',
      url: `/api/campaigns/${fielded.campaign.id}/share-token`,
      headers: staff.auth,
    });
    expect(replaced.statusCode).toBe(200);
    await told;
    const members = await inRoom(first, room());
    expect(members).not.toContain(guest.id);
    expect(members).toContain(manager.id);
    expect((await watch(guest, share)).type).toBe('error');
    expect((await watch(guest, replaced.json().shareToken)).type).toBe('dashboard:watching');
  });
});

describe('sockets re-checked on a timer', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'], config: { socketRecheckMs: 200 } });
  const clients = useSocketClients(app);
  let fielded: FieldedCampaign;

  beforeAll(async () => {
    fielded = await fieldCampaign(app, staff);
  });

  const room = () => dashboardRoom(fielded.campaign.id);
  const watch = (socket: Socket) =>
    act(socket, DASHBOARD_WATCH_ACTION, { campaignId: fielded.campaign.id }, 'dashboard:watching');

  it('a periodic re-check catches a change no event announced (role set in the database)', async () => {
    const editor = await buildUser(app, { role: 'staff' });
    const survey = await createSurvey(app, staff);
    const socket = await connected(clients, editor.token);
    expect((await act(socket, SURVEY_WATCH_ACTION, { surveyId: survey.id }, 'survey:watching')).type).toBe(
      'survey:watching',
    );
    expect((await watch(socket)).type).toBe('dashboard:watching');
    const told = revoked(socket);
    await app.db.query("UPDATE users SET role = 'user' WHERE id = $1", [editor.row.id]);
    await told;
    await expect.poll(() => inRoom(app, `survey:${survey.id}`)).not.toContain(socket.id);
    await expect.poll(() => inRoom(app, room())).not.toContain(socket.id);
    // Its own user room stays: it is still signed in.
    expect(await inRoom(app, `user:${editor.row.id}`)).toContain(socket.id);
  });

  it('disconnects the socket of a deleted user', async () => {
    const gone = await buildUser(app, { role: 'staff' });
    const socket = await connected(clients, gone.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await app.db.query('DELETE FROM users WHERE id = $1', [gone.row.id]);
    expect(await closed).toBe('io server disconnect');
  });
});
