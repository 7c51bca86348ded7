import { AREA_ACCESS, hasAccess, type TRole } from './roles';

/** The watcher roles of spec point 6 that observe a room (the webinar audience is apart: it is not the client). */
export const OBSERVER_SEATS = [
  'watcher',
  'watcher_reaction',
  'watcher_bloodblue',
  'watcher_bloodblue_basic',
  'watcher_guest',
  'watcher_webinar',
] as const satisfies readonly TRole[];

/** A member's place in one room: who runs it, who is interviewed, who watches (and how). */
export const ROOM_SEATS = ['moderator', 'participant', ...OBSERVER_SEATS] as const;
export type TRoomSeat = (typeof ROOM_SEATS)[number];
export type TObserverSeat = (typeof OBSERVER_SEATS)[number];

export interface TRoomCapabilities {
  /** Sends camera and microphone (everyone else only receives). */
  sendsMedia: boolean;
  /** Appears in the people list of participants (observers never do). */
  isListedToParticipants: boolean;
  /** Sees every member, observers included (others see only moderators and participants). */
  seesObservers: boolean;
  /** Reads and writes the backroom chat. */
  backroom: boolean;
  /** Sends a private note to the moderators' sidebar. */
  privateNote: boolean;
  /** Posts live reactions (👍 👎 ❓) on the timeline. */
  reactions: boolean;
  /** Adds timestamped bookmarks and notes on the timeline. */
  bookmarks: boolean;
  /** Marks sections of the session ("Bloco 2 — conceito"). */
  sections: boolean;
  /** Downloads recordings and the timeline. */
  downloads: boolean;
  /** Lets participants in from the waiting room. */
  admits: boolean;
  /** Waits in the waiting room until a moderator admits it. */
  waits: boolean;
  /** Puts questions in the Q&A queue, held for a moderator before anyone else reads them. */
  asksQuestions: boolean;
  /** Approves, rejects and answers the questions of the Q&A queue. */
  moderatesQuestions: boolean;
  /** Starts and stops the session's recording (recorded in this seat's browser). */
  records: boolean;
  /** Lists and plays the room's recordings in the page. */
  watchesRecordings: boolean;
}

const NONE: TRoomCapabilities = {
  sendsMedia: false,
  isListedToParticipants: false,
  seesObservers: false,
  backroom: false,
  privateNote: false,
  reactions: false,
  bookmarks: false,
  sections: false,
  downloads: false,
  admits: false,
  waits: false,
  asksQuestions: false,
  moderatesQuestions: false,
  records: false,
  watchesRecordings: false,
};
/**
 * What every client-side observer shares: the backroom, notes to the moderator, the full people list and
 * questions for the moderated Q&A queue.
 */
const OBSERVER = { ...NONE, seesObservers: true, backroom: true, privateNote: true, asksQuestions: true };

/**
 * Roles → capabilities, the one place the rooms module and the web app read them. Where the spec leaves a
 * role open we chose (README, "Salas"): watcher bookmarks (the issue gives bookmarks to every observer);
 * watcher_guest, an outsider with a link, chats in the backroom and writes notes but leaves no bookmark and
 * downloads nothing and watches no recording; watcher_webinar is the webinar audience: sees the presenters only
 * and asks questions. Recordings play in the page for the client team (every observer seat but the guest);
 * `downloads` adds the download of the file and of its bookmarks. Playing streams the bytes to the browser:
 * "sem downloads" takes away the download, it is not copy protection.
 */
export const ROOM_CAPABILITIES = {
  moderator: {
    ...NONE,
    sendsMedia: true,
    isListedToParticipants: true,
    seesObservers: true,
    backroom: true,
    reactions: true,
    bookmarks: true,
    sections: true,
    downloads: true,
    admits: true,
    moderatesQuestions: true,
    records: true,
    watchesRecordings: true,
  },
  participant: { ...NONE, sendsMedia: true, isListedToParticipants: true, waits: true },
  watcher: { ...OBSERVER, bookmarks: true, watchesRecordings: true },
  watcher_reaction: { ...OBSERVER, bookmarks: true, reactions: true, watchesRecordings: true },
  watcher_bloodblue: { ...OBSERVER, bookmarks: true, downloads: true, watchesRecordings: true },
  watcher_bloodblue_basic: { ...OBSERVER, bookmarks: true, watchesRecordings: true },
  watcher_guest: OBSERVER,
  watcher_webinar: { ...NONE, asksQuestions: true },
} as const satisfies Record<TRoomSeat, TRoomCapabilities>;

export function roomCapabilities(seat: TRoomSeat): TRoomCapabilities {
  return ROOM_CAPABILITIES[seat];
}

export const ROOM_SEAT_LABELS: Record<TRoomSeat, string> = {
  moderator: 'Moderador',
  participant: 'Participante',
  watcher: 'Observador',
  watcher_reaction: 'Observador (reações)',
  watcher_bloodblue: 'Cliente sênior',
  watcher_bloodblue_basic: 'Cliente sênior (sem downloads)',
  watcher_guest: 'Observador convidado',
  watcher_webinar: 'Audiência do webinar',
};

/**
 * Whether a WebRTC signal may go from one seat to another. Senders form a mesh; every receive-only seat is
 * fed by a moderator (who relays the participants' streams), so a participant's browser never opens a
 * connection to an observer and never learns one is there.
 */
export function maySignal(from: TRoomSeat, to: TRoomSeat): boolean {
  const isSender = (seat: TRoomSeat) => ROOM_CAPABILITIES[seat].sendsMedia;
  if (isSender(from) && isSender(to)) return true;
  return (from === 'moderator' && !isSender(to)) || (to === 'moderator' && !isSender(from));
}

/**
 * Whether an account of this role holds its seat now: a seat is read against the current role, so a demotion
 * takes it at once. A moderator's seat needs a collection role (who may moderate, as when the room was made);
 * any other account seat needs the rooms area. Link holders (no account) hold the seat their link proves.
 */
export function roleHoldsSeat(role: TRole, seat: TRoomSeat): boolean {
  if (seat === 'moderator') return hasAccess(AREA_ACCESS.collection, role);
  return hasAccess(AREA_ACCESS.rooms, role);
}
