import type { TRoomSeat, ZRoomPatch } from '@pesquisemais/shared';
import type { z } from 'zod';
import type { MemberRow, NewMember } from './rooms.repository';

type TSeatLists = Pick<z.infer<typeof ZRoomPatch>, 'moderatorIds' | 'participantIds' | 'observers'>;

export interface SeatListChanges {
  add: NewMember[];
  /** Members moved to another seat (a moderator made observer, or back): same member, new seat. */
  change: { memberId: string; seat: TRoomSeat }[];
  remove: string[];
}

/** Whether an edit touches the seat lists at all. */
export const changesSeats = (patch: TSeatLists) =>
  patch.moderatorIds !== undefined || patch.participantIds !== undefined || patch.observers !== undefined;

/**
 * What an edit's seat lists do to a room's members. Each list given is whole; an omitted one stays. Accounts
 * are matched by user (a moderator also listed as observer stays moderator, as when the room is made),
 * respondents by panel id; guests (link holders without an account) are never touched here.
 */
export function seatListChanges(members: MemberRow[], patch: TSeatLists): SeatListChanges {
  const accounts = members.filter((m) => m.user_id !== null);
  const changes: SeatListChanges = { add: [], change: [], remove: [] };
  if (patch.moderatorIds !== undefined || patch.observers !== undefined) {
    const moderatorIds =
      patch.moderatorIds ?? accounts.filter((m) => m.seat === 'moderator').map((m) => m.user_id as string);
    const observers =
      patch.observers ??
      accounts
        .filter((m) => m.seat !== 'moderator')
        .map((m) => ({ userId: m.user_id as string, seat: m.seat }));
    const wanted = new Map<string, TRoomSeat>(moderatorIds.map((id) => [id, 'moderator']));
    for (const o of observers) if (!wanted.has(o.userId)) wanted.set(o.userId, o.seat);
    for (const member of accounts) {
      const seat = wanted.get(member.user_id as string);
      if (seat === undefined) changes.remove.push(member.id);
      else if (seat !== member.seat) changes.change.push({ memberId: member.id, seat });
      wanted.delete(member.user_id as string);
    }
    for (const [userId, seat] of wanted) changes.add.push({ seat, userId, name: '' });
  }
  if (patch.participantIds !== undefined) {
    const wanted = new Set(patch.participantIds);
    for (const member of members.filter((m) => m.respondent_id !== null))
      if (!wanted.delete(member.respondent_id as string)) changes.remove.push(member.id);
    for (const respondentId of wanted) changes.add.push({ seat: 'participant', respondentId, name: '' });
  }
  return changes;
}
