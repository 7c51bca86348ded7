import { randomUUID } from 'node:crypto';
import { ROOM_LEAVE_ACTION, SURVEY_WATCH_ACTION, surveyRoom, userRoom } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

const open = (token?: string): Socket => clients.connect(token);

describe('socket.io on the same port', () => {
  it('authenticates the token and sends IOcredentials with the role', async () => {
    const user = await buildUser(app, { role: 'staff' });
    const credentials = await new Promise((resolve) => open(user.token).once('IOcredentials', resolve));
    expect(credentials).toMatchObject({ uuid: user.row.id, role: 'staff' });
  });

  it('treats a socket without token as a guest and refuses an invalid token', async () => {
    const credentials = await new Promise((resolve) => open().once('IOcredentials', resolve));
    expect(credentials).toMatchObject({ uuid: 'guest', role: 'guest' });
    const error = await new Promise<Error>((resolve) => open('invalido').once('connect_error', resolve));
    expect(error.message).toBe('Credenciais invalidas');
  });

  it('answers server/ actions and rejects others', async () => {
    const socket = open();
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const pong = new Promise((resolve) => socket.once('message', resolve));
    socket.emit('action', { type: 'server/ping' });
    expect(await pong).toEqual({ type: 'pong', data: null });
    const refused = new Promise((resolve) => socket.once('message', resolve));
    socket.emit('action', { type: 'client/whatever' });
    expect(await refused).toEqual({ type: 'error', data: 'Ação inválida.' });
  });

  it('leaves a room a module declared on server/room:leave, never the user room', async () => {
    const user = await buildUser(app, { role: 'staff' });
    const socket = open(user.token);
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const room = surveyRoom(randomUUID());
    const members = async (name: string) => (await app.io.in(name).fetchSockets()).map((s) => s.id);
    const watching = new Promise((resolve) => socket.once('message', resolve));
    socket.emit('action', { type: SURVEY_WATCH_ACTION, data: { surveyId: room.split(':')[1] } });
    expect(await watching).toMatchObject({ type: 'survey:watching' });
    expect(await members(room)).toContain(socket.id);

    socket.emit('action', { type: ROOM_LEAVE_ACTION, data: { room: userRoom(user.row.id) } });
    socket.emit('action', { type: ROOM_LEAVE_ACTION, data: { room } });
    await expect.poll(() => members(room)).not.toContain(socket.id);
    expect(await members(userRoom(user.row.id))).toContain(socket.id);
  });
});
