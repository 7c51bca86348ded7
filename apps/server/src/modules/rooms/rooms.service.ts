import {
  AREA_ACCESS,
  hasAccess,
  ROOM_CAPABILITIES,
  ROOM_KIND_PATHS,
  ROOM_MESSAGES,
  roleHoldsSeat,
  type TRole,
  type TRoom,
  type TRoomLinks,
  type TRoomSeat,
  type ZRoomBody,
  type ZRoomPatch,
} from '@pesquisemais/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { changesSeats, seatListChanges } from './room-seat-list';
import {
  createRoomsRepository,
  type MemberRow,
  type NewMember,
  type RoomRow,
  toMember,
} from './rooms.repository';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'db' | 'tokens'>;

/** A link stays valid until a day after the scheduled end, and at least an hour from when it is handed out. */
const LINK_GRACE_SECONDS = 24 * 60 * 60;
const MIN_LINK_SECONDS = 60 * 60;

export const roomResource = (roomId: string, memberId: string) => `room:${roomId}:${memberId}`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toRoom(row: RoomRow, seat: TRoomSeat | null, members: MemberRow[]): TRoom {
  // Whoever may not see observers is not told they exist, not even in the member list.
  const seesAll = seat === null || ROOM_CAPABILITIES[seat].seesObservers;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startsAt: iso(row.starts_at),
    durationMinutes: row.duration_minutes,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    seat,
    members: members.filter((m) => seesAll || ROOM_CAPABILITIES[m.seat].isListedToParticipants).map(toMember),
  };
}

type TRoomInput = z.infer<typeof ZRoomBody>;
type TRoomPatchInput = z.infer<typeof ZRoomPatch>;

const MODERATOR_ROLES = AREA_ACCESS.collection as readonly TRole[];

export function createRoomsService(app: Deps) {
  const repo = createRoomsRepository(app.db);
  const lookup = repo;

  /** The people an edit or a new room lists: accounts of the right roles, panel respondents, a campaign. */
  async function checkMembers(body: Partial<TRoomInput>): Promise<void> {
    const moderatorIds = body.moderatorIds ?? [];
    const observers = body.observers ?? [];
    const participantIds = body.participantIds ?? [];
    const userIds = [...moderatorIds, ...observers.map((o) => o.userId)];
    const roles = await lookup.rolesOf(userIds);
    if (userIds.some((id) => !roles.has(id))) throw new AppError('VALIDATION', ROOM_MESSAGES.unknownUser);
    if (moderatorIds.some((id) => !MODERATOR_ROLES.includes(roles.get(id) as TRole)))
      throw new AppError('VALIDATION', ROOM_MESSAGES.notModeratorRole);
    // An observer must be able to open the rooms pages with its own account.
    if (observers.some((o) => !hasAccess(AREA_ACCESS.rooms, roles.get(o.userId) as TRole)))
      throw new AppError('VALIDATION', ROOM_MESSAGES.notObserverRole);
    const respondents = await lookup.respondentsOf(participantIds);
    if (participantIds.some((id) => !respondents.has(id)))
      throw new AppError('VALIDATION', ROOM_MESSAGES.unknownRespondent);
    if (body.campaignId && !(await lookup.campaignExists(body.campaignId)))
      throw new AppError('VALIDATION', ROOM_MESSAGES.unknownCampaign);
  }

  async function signedLinks(row: RoomRow, members: MemberRow[]): Promise<TRoomLinks> {
    const end = new Date(row.starts_at).getTime() + row.duration_minutes * 60_000;
    const seconds = Math.max(MIN_LINK_SECONDS, Math.floor((end - Date.now()) / 1000) + LINK_GRACE_SECONDS);
    const items = await Promise.all(
      members
        .filter((m) => m.user_id === null)
        .map(async (m) => {
          const token = await app.tokens.signResource(roomResource(row.id, m.id), null, seconds);
          const url = `${ROOM_KIND_PATHS[row.kind]}/${row.id}?m=${m.id}&link=${encodeURIComponent(token)}`;
          return { memberId: m.id, name: m.display_name, seat: m.seat, url };
        }),
    );
    return { expiresAt: new Date(Date.now() + seconds * 1000).toISOString(), items };
  }

  return {
    repo,

    async create(body: TRoomInput, createdBy: string): Promise<TRoom> {
      await checkMembers(body);
      const members: NewMember[] = [
        ...[...new Set(body.moderatorIds)].map((userId) => ({
          seat: 'moderator' as const,
          userId,
          name: '',
        })),
        ...[...new Set(body.participantIds)].map((respondentId) => ({
          seat: 'participant' as const,
          respondentId,
          name: '',
        })),
        ...body.observers
          .filter((o) => !body.moderatorIds.includes(o.userId))
          .filter((o, index, all) => all.findIndex((other) => other.userId === o.userId) === index)
          .map((o) => ({ seat: o.seat, userId: o.userId, name: '' })),
        ...body.guests.map((g) => ({ seat: g.seat, name: g.name })),
      ];
      const id = await app.db.transaction(async (tx) => {
        const rooms = createRoomsRepository(tx);
        const roomId = await rooms.insertRoom({ ...body, createdBy });
        await rooms.insertMembers(roomId, members);
        return roomId;
      });
      return this.get(id, null);
    },

    /**
     * Edits a room and, when given, its seat lists (the caller then re-checks the room's open sockets). The
     * room's row is updated first: its lock makes two concurrent edits of the seats run one after the other.
     */
    async update(id: string, patch: TRoomPatchInput): Promise<TRoom> {
      await checkMembers(patch);
      const found = await app.db.transaction(async (tx) => {
        const rooms = createRoomsRepository(tx);
        if (!(await rooms.updateRoom(id, patch))) return false;
        if (!changesSeats(patch)) return true;
        const { add, change, remove } = seatListChanges(await rooms.members(id), patch);
        await rooms.removeMembers(id, remove);
        await rooms.changeSeats(id, change);
        await rooms.insertMembers(id, add);
        return true;
      });
      if (!found) throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
      return this.get(id, null);
    },

    async get(id: string, seat: TRoomSeat | null): Promise<TRoom> {
      const row = await repo.findRoom(id);
      if (!row) throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
      return toRoom(row, seat, await repo.members(id));
    },

    /** Every room (a manager: `user` null) or those whose seat the user's current role holds. */
    async list(user: { id: string; role: TRole } | null) {
      const rows = (await repo.listRooms(user?.id ?? null)).filter(
        (row) => !user || row.seat === null || roleHoldsSeat(user.role, row.seat),
      );
      return { items: rows.map((row) => ({ ...toRoom(row, row.seat, []), members: undefined })) };
    },

    /**
     * The account's seat in a room, read against its current role: none (null) if it does not sit there; a
     * seat its role no longer holds (a demoted moderator) is refused, so it takes effect at once.
     */
    async seatOfUser(roomId: string, user: { id: string; role: TRole }): Promise<MemberRow | null> {
      const member = await repo.memberOfUser(roomId, user.id);
      if (member && !roleHoldsSeat(user.role, member.seat))
        throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      return member;
    },

    async links(id: string): Promise<TRoomLinks> {
      const row = await repo.findRoom(id);
      if (!row) throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
      return signedLinks(row, await repo.members(id));
    },

    /** The member a link opens, or a refusal: a tampered, expired or foreign link never finds one. */
    async memberByLink(roomId: string, memberId: string, link: string): Promise<MemberRow> {
      const grant = await app.tokens.verifyResource(link, roomResource(roomId, memberId));
      const member = grant ? await repo.member(roomId, memberId) : null;
      if (!member || member.user_id !== null) throw new AppError('FORBIDDEN', ROOM_MESSAGES.invalidLink);
      return member;
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
