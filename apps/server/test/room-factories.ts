import { randomUUID } from 'node:crypto';
import type { TObserverSeat, TRoom, TRoomKind, TRoomLinks } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { type BuiltUser, buildUser } from './factories';

export interface BuiltRoom {
  room: TRoom;
  links: TRoomLinks;
  staff: BuiltUser;
  moderator: BuiltUser;
  observers: BuiltUser[];
  /** Link parts of each participant and guest, by name. */
  linkOf(name: string): { memberId: string; link: string };
}

/** A panel respondent, through the API. */
export async function buildRespondent(app: FastifyInstance, staff: BuiltUser, name: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/respondents',
    headers: staff.auth,
    payload: { name, email: `r-${randomUUID()}@exemplo.com.br` },
  });
  return res.json().id as string;
}

/** A room with a staff moderator, the given participants (panel), observers (watcher roles) and guests. */
export async function buildRoom(
  app: FastifyInstance,
  options: {
    kind?: TRoomKind;
    participants?: string[];
    observers?: TObserverSeat[];
    guests?: string[];
  } = {},
): Promise<BuiltRoom> {
  const staff = await buildUser(app, { role: 'staff' });
  const moderator = await buildUser(app, { role: 'staff', displayName: 'Moderadora Ana' });
  const observers = await Promise.all(
    (options.observers ?? []).map((role, index) =>
      buildUser(app, { role, displayName: `Observador ${index + 1} ${role}` }),
    ),
  );
  const participantIds = await Promise.all(
    (options.participants ?? []).map((name) => buildRespondent(app, staff, name)),
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/rooms',
    headers: staff.auth,
    payload: {
      kind: options.kind ?? 'focus_group',
      title: 'Grupo focal — cardiologistas',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      durationMinutes: 90,
      moderatorIds: [moderator.row.id],
      participantIds,
      observers: observers.map((o) => ({ userId: o.row.id, seat: o.row.role })),
      guests: (options.guests ?? []).map((name) => ({ name })),
    },
  });
  if (created.statusCode !== 201) throw new Error(`buildRoom: ${created.statusCode} ${created.body}`);
  const room = created.json() as TRoom;
  const links = (
    await app.inject({ method: 'POST', url: `/api/rooms/${room.id}/links`, headers: staff.auth })
  ).json() as TRoomLinks;
  return {
    room,
    links,
    staff,
    moderator,
    observers,
    linkOf(name) {
      const item = links.items.find((i) => i.name === name);
      if (!item) throw new Error(`no link for ${name}`);
      const url = new URL(item.url, 'http://x');
      return { memberId: item.memberId, link: url.searchParams.get('link') ?? '' };
    },
  };
}
