import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useSocketClients, useTestApp } from '../../../test/test-app';
import { serverModules } from '../../modules';
import { EXAMPLE_PING_ACTION } from '.';
import { examplePingModule } from './example-ping.module';

// A new module is one folder (with its manifest) plus one entry of the module list: here the list gains it for this app only.
const { app } = useTestApp({ modules: [...serverModules, examplePingModule] });
const clients = useSocketClients(app);

describe('a module mounted from the module list', () => {
  it('serves its routes under its prefix, to guests and to the signed-in principal', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/example-ping' });
    expect(guest.json()).toEqual({ pong: true, principal: null });
    const user = await buildUser(app, { role: 'staff' });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/example-ping',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(signedIn.json()).toMatchObject({ pong: true, principal: { id: user.row.id, role: 'staff' } });
  });

  it('never puts the password hash on request.user', async () => {
    const user = await buildUser(app, { role: 'admin' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/example-ping',
      headers: { authorization: `Bearer ${user.token}` },
    });
    const principal = response.json().principal as Record<string, unknown>;
    expect(principal.email).toBe(user.row.email);
    expect(Object.keys(principal)).not.toContain('password_hash');
  });

  it('answers the socket actions it declares in the realtime registry', async () => {
    const user = await buildUser(app, { role: 'user' });
    const socket = clients.connect(user.token);
    await new Promise((resolve) => socket.once('IOcredentials', resolve));
    const reply = new Promise((resolve) => socket.once('message', resolve));
    socket.emit('action', { type: EXAMPLE_PING_ACTION });
    expect(await reply).toEqual({ type: 'example:pong', data: { userId: user.row.id } });
  });

  it('is absent from the app built from the real module list', () => {
    expect(serverModules.map((module) => module.name)).not.toContain('example-ping');
    expect(
      serverModules.flatMap((module) => module.routes ?? []).map((routes) => routes.prefix),
    ).not.toContain('/api/example-ping');
  });
});
