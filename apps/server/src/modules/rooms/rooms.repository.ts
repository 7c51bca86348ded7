import type { TRole, TRoomEntry, TRoomKind, TRoomMember, TRoomSeat } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export interface RoomRow {
  id: string;
  kind: TRoomKind;
  title: string;
  starts_at: Date | string;
  duration_minutes: number;
  campaign_id: string | null;
  campaign_name: string | null;
}

export interface MemberRow {
  id: string;
  room_id: string;
  seat: TRoomSeat;
  user_id: string | null;
  respondent_id: string | null;
  display_name: string;
  admitted_at: Date | string | null;
}

interface EntryRow {
  id: string;
  room_id: string;
  kind: TRoomEntry['kind'];
  text: string;
  at_ms: number;
  author: string;
  seat: TRoomSeat;
  created_at: Date | string;
}

export interface NewMember {
  seat: TRoomSeat;
  userId?: string | null;
  respondentId?: string | null;
  name: string;
}

const SELECT_ROOM = `SELECT r.id, r.kind, r.title, r.starts_at, r.duration_minutes, r.campaign_id,
  c.name AS campaign_name FROM rooms r LEFT JOIN campaigns c ON c.id = r.campaign_id`;
const MEMBER_COLUMNS = 'id, room_id, seat, user_id, respondent_id, display_name, admitted_at';

export const toMember = (row: MemberRow): TRoomMember => ({
  id: row.id,
  seat: row.seat,
  name: row.display_name,
  userId: row.user_id,
  respondentId: row.respondent_id,
  admitted: row.admitted_at !== null,
});

export const toEntry = (row: EntryRow): TRoomEntry => ({
  id: row.id,
  roomId: row.room_id,
  kind: row.kind,
  text: row.text,
  atMs: row.at_ms,
  author: row.author,
  seat: row.seat,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The rooms module's tables: rooms, room_members, room_entries. */
export function createRoomsRepository(db: Queryable) {
  return {
    async insertRoom(room: {
      kind: TRoomKind;
      title: string;
      startsAt: string;
      durationMinutes: number;
      campaignId: string | null;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO rooms (kind, title, starts_at, duration_minutes, campaign_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [room.kind, room.title, room.startsAt, room.durationMinutes, room.campaignId, room.createdBy],
      );
      return (rows[0] as { id: string }).id;
    },

    async updateRoom(
      id: string,
      patch: { kind?: TRoomKind; title?: string; startsAt?: string; durationMinutes?: number },
    ): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE rooms SET kind = COALESCE($2, kind), title = COALESCE($3, title),
           starts_at = COALESCE($4, starts_at), duration_minutes = COALESCE($5, duration_minutes),
           updated_at = now()
         WHERE id = $1 RETURNING id`,
        [id, patch.kind ?? null, patch.title ?? null, patch.startsAt ?? null, patch.durationMinutes ?? null],
      );
      return rows.length > 0;
    },

    async findRoom(id: string): Promise<RoomRow | null> {
      const { rows } = await db.query<RoomRow>(`${SELECT_ROOM} WHERE r.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Every room (managers) or the rooms a user sits in, newest schedule first. */
    async listRooms(userId: string | null): Promise<(RoomRow & { seat: TRoomSeat | null })[]> {
      const { rows } = await db.query<RoomRow & { seat: TRoomSeat | null }>(
        `SELECT q.*, m.seat FROM (${SELECT_ROOM}) q
         LEFT JOIN room_members m ON m.room_id = q.id AND m.user_id = $1
         WHERE $1::uuid IS NULL OR m.id IS NOT NULL
         ORDER BY q.starts_at DESC, q.id LIMIT 500`,
        [userId],
      );
      return rows;
    },

    /** Members from users and from the panel; names are read from their owners' tables in the same insert. */
    async insertMembers(roomId: string, members: NewMember[]): Promise<void> {
      if (members.length === 0) return;
      await db.query(
        `INSERT INTO room_members (room_id, seat, user_id, respondent_id, display_name)
         SELECT $1, m.seat, m.user_id, m.respondent_id,
           COALESCE(u.display_name, p.name, m.name)
         FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::text[]) AS m(seat, user_id, respondent_id, name)
         LEFT JOIN users u ON u.id = m.user_id
         LEFT JOIN respondents p ON p.id = m.respondent_id`,
        [
          roomId,
          members.map((m) => m.seat),
          members.map((m) => m.userId ?? null),
          members.map((m) => m.respondentId ?? null),
          members.map((m) => m.name),
        ],
      );
    },

    /** Moves members to another seat, keeping their id, links and admission. */
    async changeSeats(roomId: string, changes: { memberId: string; seat: TRoomSeat }[]): Promise<void> {
      if (changes.length === 0) return;
      await db.query(
        `UPDATE room_members m SET seat = c.seat
         FROM unnest($2::uuid[], $3::text[]) AS c(id, seat)
         WHERE m.room_id = $1 AND m.id = c.id`,
        [roomId, changes.map((c) => c.memberId), changes.map((c) => c.seat)],
      );
    },

    /** Takes members off the room (their entries and questions keep the author's name). */
    async removeMembers(roomId: string, memberIds: string[]): Promise<void> {
      if (memberIds.length === 0) return;
      await db.query('DELETE FROM room_members WHERE room_id = $1 AND id = ANY($2::uuid[])', [
        roomId,
        memberIds,
      ]);
    },

    async members(roomId: string): Promise<MemberRow[]> {
      const { rows } = await db.query<MemberRow>(
        `SELECT ${MEMBER_COLUMNS} FROM room_members WHERE room_id = $1
         ORDER BY CASE seat WHEN 'moderator' THEN 0 WHEN 'participant' THEN 1 ELSE 2 END,
           user_id IS NULL, display_name, id`,
        [roomId],
      );
      return rows;
    },

    async member(roomId: string, memberId: string): Promise<MemberRow | null> {
      const { rows } = await db.query<MemberRow>(
        `SELECT ${MEMBER_COLUMNS} FROM room_members WHERE room_id = $1 AND id = $2`,
        [roomId, memberId],
      );
      return rows[0] ?? null;
    },

    /** The rooms an account sits in. */
    async roomIdsOfUser(userId: string): Promise<string[]> {
      const { rows } = await db.query<{ room_id: string }>(
        'SELECT room_id FROM room_members WHERE user_id = $1',
        [userId],
      );
      return rows.map((row) => row.room_id);
    },

    async memberOfUser(roomId: string, userId: string): Promise<MemberRow | null> {
      const { rows } = await db.query<MemberRow>(
        `SELECT ${MEMBER_COLUMNS} FROM room_members WHERE room_id = $1 AND user_id = $2`,
        [roomId, userId],
      );
      return rows[0] ?? null;
    },

    /** The roles of existing users (a missing id is absent): a read of the users table, never a write. */
    async rolesOf(ids: string[]): Promise<Map<string, TRole>> {
      const { rows } = await db.query<{ id: string; role: TRole }>(
        'SELECT id, role FROM users WHERE id = ANY($1::uuid[])',
        [ids],
      );
      return new Map(rows.map((row) => [row.id, row.role]));
    },

    /** Whether the campaign exists (a read of the campaigns table). */
    async campaignExists(id: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM campaigns WHERE id = $1', [id])).rowCount > 0;
    },

    /** The ids among these that are panel respondents. */
    async respondentsOf(ids: string[]): Promise<Set<string>> {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM respondents WHERE id = ANY($1::uuid[])',
        [ids],
      );
      return new Set(rows.map((row) => row.id));
    },

    async admit(roomId: string, memberId: string): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE room_members SET admitted_at = COALESCE(admitted_at, now())
         WHERE room_id = $1 AND id = $2 AND seat = 'participant' RETURNING id`,
        [roomId, memberId],
      );
      return rows.length > 0;
    },

    async insertEntry(entry: {
      roomId: string;
      memberId: string;
      kind: TRoomEntry['kind'];
      text: string;
      atMs: number;
      author: string;
      seat: TRoomSeat;
    }): Promise<TRoomEntry> {
      const { rows } = await db.query<EntryRow>(
        `INSERT INTO room_entries (room_id, member_id, kind, text, at_ms, author, seat)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, room_id, kind, text, at_ms, author, seat, created_at`,
        [entry.roomId, entry.memberId, entry.kind, entry.text, entry.atMs, entry.author, entry.seat],
      );
      return toEntry(rows[0] as EntryRow);
    },

    /** The entries of given kinds, oldest first (capped: a long session's backroom stays readable). */
    async entries(roomId: string, kinds: TRoomEntry['kind'][]): Promise<TRoomEntry[]> {
      const { rows } = await db.query<EntryRow>(
        `SELECT id, room_id, kind, text, at_ms, author, seat, created_at FROM room_entries
         WHERE room_id = $1 AND kind = ANY($2::text[]) ORDER BY created_at, id LIMIT 1000`,
        [roomId, kinds],
      );
      return rows.map(toEntry);
    },

    /** Claims the room's participants from the panel not invited yet (so two sends never write twice). */
    async claimInvitations(
      roomId: string,
    ): Promise<{ id: string; respondent_id: string; display_name: string }[]> {
      const { rows } = await db.query<{ id: string; respondent_id: string; display_name: string }>(
        `UPDATE room_members SET invited_at = now()
          WHERE room_id = $1 AND seat = 'participant' AND respondent_id IS NOT NULL AND invited_at IS NULL
          RETURNING id, respondent_id, display_name`,
        [roomId],
      );
      return rows;
    },

    /** The room's participants from the panel invited before, those just claimed aside. */
    async countInvited(roomId: string, claimedIds: string[]): Promise<number> {
      const { rows } = await db.query<{ count: string }>(
        `SELECT count(*) FROM room_members WHERE room_id = $1 AND seat = 'participant'
           AND respondent_id IS NOT NULL AND invited_at IS NOT NULL AND NOT (id = ANY ($2::uuid[]))`,
        [roomId, claimedIds],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** Claimed members not written to, free for a later send. */
    async releaseInvitations(memberIds: string[]): Promise<void> {
      await db.query('UPDATE room_members SET invited_at = NULL WHERE id = ANY ($1::uuid[])', [memberIds]);
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
