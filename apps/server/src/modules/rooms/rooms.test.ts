import type { TRoom } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildRoom } from '../../../test/room-factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

const room = (overrides: object) => ({
  kind: 'focus_group',
  title: 'Grupo focal',
  startsAt: '2026-12-01T10:00:00-03:00',
  durationMinutes: 60,
  ...overrides,
});

describe('rooms API', () => {
  it('creates a room with its members and copyable links for those without an account', async () => {
    const built = await buildRoom(app, {
      participants: ['Dra. Beatriz'],
      observers: ['watcher_bloodblue'],
      guests: ['Cliente Convidada'],
    });
    expect(built.room).toMatchObject({ kind: 'focus_group', startsAt: expect.stringMatching(/Z$/) });
    expect(built.room.members.map((m) => [m.seat, m.name])).toEqual([
      ['moderator', 'Moderadora Ana'],
      ['participant', 'Dra. Beatriz'],
      ['watcher_bloodblue', 'Observador 1 watcher_bloodblue'],
      ['watcher_guest', 'Cliente Convidada'],
    ]);
    expect(built.links.items.map((i) => i.name)).toEqual(['Dra. Beatriz', 'Cliente Convidada']);
    expect(built.links.items[0]?.url).toMatch(new RegExp(`^/apps/rooms/${built.room.id}\\?m=.+&link=.+`));
    expect(new Date(built.links.expiresAt).getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
  });

  it('refuses unknown members and moderators outside the staff, in Portuguese', async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const watcher = await buildUser(app, { role: 'watcher' });
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/rooms', headers: staff.auth, payload });
    const asModerator = await post(room({ moderatorIds: [watcher.row.id] }));
    expect(asModerator.statusCode).toBe(400);
    expect(asModerator.json().error.message).toBe('Moderadores precisam ser da equipe.');
    const unknown = await post(room({ moderatorIds: [staff.row.id], participantIds: [watcher.row.id] }));
    expect(unknown.json().error.message).toBe('Respondente do painel não encontrado.');
    const notObserver = await post(
      room({ moderatorIds: [staff.row.id], observers: [{ userId: staff.row.id, seat: 'moderator' }] }),
    );
    expect(notObserver.statusCode).toBe(400);
    const badKind = await post(room({ kind: 'sala', moderatorIds: [staff.row.id] }));
    expect(badKind.json().error.message).toContain('Tipo de sala inválido');
    // A campaign that does not exist is the sender's mistake (400), not a server error, and makes no room.
    const before = (await app.inject({ method: 'GET', url: '/api/rooms', headers: staff.auth })).json();
    const noCampaign = await post(
      room({ moderatorIds: [staff.row.id], campaignId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noCampaign.statusCode).toBe(400);
    expect(noCampaign.json().error.message).toBe(
      'Campanha não encontrada: escolha uma campanha existente ou nenhuma.',
    );
    expect((await app.inject({ method: 'GET', url: '/api/rooms', headers: staff.auth })).json()).toEqual(
      before,
    );
  });

  it('lists to a watcher only the rooms it sits in, and hides observers from a webinar viewer', async () => {
    const built = await buildRoom(app, { kind: 'webinar', observers: ['watcher', 'watcher_webinar'] });
    const [watcher, viewer] = built.observers as [typeof built.staff, typeof built.staff];
    const outsider = await buildUser(app, { role: 'watcher' });
    const list = async (auth: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/rooms', headers: auth })).json().items as TRoom[];
    expect((await list(watcher.auth)).map((r) => r.id)).toEqual([built.room.id]);
    expect(await list(outsider.auth)).toEqual([]);
    expect((await list(built.staff.auth)).map((r) => r.id)).toContain(built.room.id);
    const detail = (auth: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/rooms/${built.room.id}`, headers: auth });
    expect((await detail(outsider.auth)).statusCode).toBe(404);
    expect((await detail(watcher.auth)).json().members).toHaveLength(3);
    const seen = (await detail(viewer.auth)).json() as TRoom;
    expect(seen.seat).toBe('watcher_webinar');
    expect(seen.members.map((m) => m.seat)).toEqual(['moderator']);
  });

  it('edits title and schedule; only managers hand out links', async () => {
    const built = await buildRoom(app, { participants: ['Dr. Carlos'], observers: ['watcher'] });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/rooms/${built.room.id}`,
      headers: built.staff.auth,
      payload: { title: 'Entrevista — Dr. Carlos', kind: 'in_depth' },
    });
    expect(patched.json()).toMatchObject({ title: 'Entrevista — Dr. Carlos', kind: 'in_depth' });
    const links = await app.inject({
      method: 'POST',
      url: `/api/rooms/${built.room.id}/links`,
      headers: built.observers[0]?.auth,
    });
    expect(links.statusCode).toBe(403);
  });
});
