import { createHash, createHmac } from 'node:crypto';
import {
  ROOM_CAPABILITIES,
  ROOM_MESSAGES,
  roomMeetRoom,
  type TRoomSfuAnswer,
  type TRoomSfuPublish,
  type TRoomSfuSubscribe,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { getJwtSecret } from '../../core/db/settings.repository';
import type { IoSocket } from '../../core/realtime/registry';
import { AppError } from '../../lib/app-error';
import { JanusError, JanusSession, type TJanusMessage } from './janus/janus-client';
import { type RoomSocket, seatOf } from './room-presence';

/** VideoRoom's codes: the room exists already; no such room; no such feed (not published yet, or gone). */
const ROOM_EXISTS = 427;
const NO_SUCH_ROOM = 426;
const NO_SUCH_FEED = 428;
/** Codes for a description Janus cannot take: core's unknown JSEP type and invalid SDP, VideoRoom's same two. */
const JANUS_BAD_DESCRIPTION = new Set([464, 465, 431, 437]);

/** A 52-bit number from a text: Janus's room and feed ids are integers, ours are uuids and socket ids. */
const numberOf = (text: string) =>
  Number.parseInt(createHash('sha256').update(text).digest('hex').slice(0, 13), 16);
export const janusRoomOf = (roomId: string) => numberOf(`room:${roomId}`);
export const janusFeedOf = (peerId: string) => numberOf(`feed:${peerId}`);

/** One socket's part in one room on Janus: its session, its publisher handle, a handle per stream it receives. */
interface SfuSeat {
  session: Promise<JanusSession>;
  /** This seat's Janus work, one step after the other (a re-subscription must not cross the one before it). */
  queue: Promise<unknown>;
  publisher: number | null;
  /** By sender: the handle receiving its stream and the number of the offer made on it. */
  subscribers: Map<string, { handle: number; offerId: number }>;
}

/**
 * The Janus (SFU) mode of the rooms. The browser talks only to this server over its socket; the server holds
 * a Janus session per socket and room and does every VideoRoom request itself, with the room's pin (derived
 * from the server's secret, never sent out). So only a seat that sends media (moderator, participant) can
 * publish, and a receiving seat (an observer, a webinar viewer) is a subscriber Janus never lists to anyone.
 */
export function createRoomSfu(app: FastifyInstance, janusUrl: string) {
  const seats = new Map<string, SfuSeat>();
  const createdRooms = new Set<number>();
  let offers = 0;
  const key = (socketId: string, roomId: string) => `${socketId}|${roomId}`;
  /** Destroys a seat's Janus session (one that never opened has nothing to end). */
  const end = (seat: SfuSeat) =>
    seat.session.then(
      (session) => session.destroy(),
      () => undefined,
    );

  async function pinOf(roomId: string): Promise<string> {
    const secret = app.config.jwtSecret ?? (await getJwtSecret(app.db));
    return createHmac('sha256', secret).update(`janus-room:${roomId}`).digest('base64url');
  }

  function seatFor(socket: IoSocket, roomId: string): SfuSeat {
    const existing = seats.get(key(socket.id, roomId));
    if (existing) return existing;
    const session = JanusSession.open(janusUrl, (message: TJanusMessage) => {
      // Janus takes a feed's subscribers only once its connection is up: only then is it announced.
      if (message.janus === 'webrtcup' && message.sender !== undefined && message.sender === seat.publisher)
        socket.to(roomMeetRoom(roomId)).emit('room:sfu-feed', { roomId, source: socket.id });
    });
    // A session that failed to open is not kept: the next action tries again.
    session.catch(() => seats.delete(key(socket.id, roomId)));
    const seat: SfuSeat = { session, queue: Promise.resolve(), publisher: null, subscribers: new Map() };
    seats.set(key(socket.id, roomId), seat);
    return seat;
  }

  /** Creates the room's VideoRoom (private, pin-protected, not kept across Janus restarts) unless it exists. */
  async function ensureRoom(session: JanusSession, handle: number, roomId: string): Promise<number> {
    const room = janusRoomOf(roomId);
    if (createdRooms.has(room)) return room;
    await session
      .request(handle, {
        request: 'create',
        room,
        pin: await pinOf(roomId),
        is_private: true,
        permanent: false,
        publishers: 16,
        audiocodec: 'opus',
        videocodec: 'vp8',
        bitrate: 1_024_000,
        description: `Pesquise+ ${roomId}`,
      })
      .catch((error: unknown) => {
        if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw error;
      });
    createdRooms.add(room);
    return room;
  }

  /** A VideoRoom join; a room Janus forgot (it restarted) is created again once. */
  async function join(session: JanusSession, handle: number, roomId: string, body: Record<string, unknown>) {
    const request = async () =>
      session.request(handle, {
        request: 'join',
        room: await ensureRoom(session, handle, roomId),
        pin: await pinOf(roomId),
        ...body,
      });
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
      createdRooms.delete(janusRoomOf(roomId));
      return request();
    }
  }

  /** Runs `step` after the seat's earlier steps; a refusal or Janus's silence becomes a pt-BR error. */
  function inTurn(seat: SfuSeat, step: (session: JanusSession) => Promise<void>): Promise<void> {
    const run = seat.queue.then(async () => step(await seat.session)).catch(unavailable);
    seat.queue = run.catch(() => undefined);
    return run;
  }

  /** Janus refused the browser's description (bad SDP, unknown type): the browser's fault, said as such. */
  const isBadDescription = (error: unknown) =>
    error instanceof JanusError && JANUS_BAD_DESCRIPTION.has(error.code);

  const unavailable = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    if (isBadDescription(error)) throw new AppError('VALIDATION', ROOM_MESSAGES.invalidMedia);
    app.log.warn({ err: error }, 'janus request failed');
    throw new AppError('UNAVAILABLE', ROOM_MESSAGES.mediaUnavailable);
  };

  return {
    /** The seat's camera and microphone go to Janus; Janus's answer goes back to this socket only. */
    async publish(socket: IoSocket, data: TRoomSfuPublish, sendsMedia: boolean): Promise<void> {
      if (!sendsMedia) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      const seat = seatFor(socket, data.roomId);
      await inTurn(seat, async (session) => {
        if (seat.publisher !== null) await session.detach(seat.publisher);
        const handle = await session.attach();
        seat.publisher = handle;
        await join(session, handle, data.roomId, {
          ptype: 'publisher',
          id: janusFeedOf(socket.id),
          display: socket.id,
        });
        const published = await session.request(handle, { request: 'publish' }, data.description);
        if (published.jsep?.type !== 'answer') throw new JanusError(0, 'no answer');
        socket.emit('room:sfu', { roomId: data.roomId, source: null, description: published.jsep });
      });
    },

    /**
     * One sender's stream for this socket: only a sender admitted to the same room, never itself. A sender whose
     * feed is not up yet is no error: its 'room:sfu-feed' comes when it is, and the browser asks again.
     */
    async subscribe(socket: IoSocket, data: TRoomSfuSubscribe): Promise<void> {
      if (data.source === socket.id) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      const sockets = (await app.io.in(roomMeetRoom(data.roomId)).fetchSockets()) as unknown as RoomSocket[];
      const sender = sockets.find((s) => s.id === data.source);
      const senderSeat = sender ? seatOf(sender, data.roomId) : undefined;
      if (!senderSeat?.isAdmitted || !ROOM_CAPABILITIES[senderSeat.seat].sendsMedia)
        throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      const seat = seatFor(socket, data.roomId);
      await inTurn(seat, async (session) => {
        const previous = seat.subscribers.get(data.source);
        seat.subscribers.delete(data.source);
        if (previous) await session.detach(previous.handle);
        const handle = await session.attach();
        const attached = await join(session, handle, data.roomId, {
          ptype: 'subscriber',
          streams: [{ feed: janusFeedOf(data.source) }],
        }).catch(async (error: unknown) => {
          if (!(error instanceof JanusError && error.code === NO_SUCH_FEED)) throw error;
          await session.detach(handle);
          return null;
        });
        if (!attached) return;
        if (attached.jsep?.type !== 'offer') throw new JanusError(0, 'no offer');
        const offerId = ++offers;
        seat.subscribers.set(data.source, { handle, offerId });
        socket.emit('room:sfu', {
          roomId: data.roomId,
          source: data.source,
          offerId,
          description: attached.jsep,
        });
      });
    },

    /** The browser's answer to a stream's offer starts the stream; a late answer is dropped. */
    async answer(socket: IoSocket, data: TRoomSfuAnswer): Promise<void> {
      // No session (it left) or another offer since: the browser's answer came late and means nothing now.
      const seat = seats.get(key(socket.id, data.roomId));
      if (!seat) return;
      await inTurn(seat, async (session) => {
        const current = seat.subscribers.get(data.source);
        if (current?.offerId !== data.offerId) return;
        await session.request(current.handle, { request: 'start' }, data.description);
      });
    },

    /** Ends this socket's Janus session in a room (or in all its rooms): its feed leaves the room. */
    async leave(socketId: string, roomId?: string): Promise<void> {
      for (const [id, seat] of seats) {
        if (!id.startsWith(`${socketId}|`) || (roomId && id !== key(socketId, roomId))) continue;
        seats.delete(id);
        await end(seat);
      }
    },

    /**
     * Turns Janus's recording of the room on (each publisher's streams, now and joining later, one file each in
     * `dir`) or off (`dir` null: the files are closed). Done on a session of its own, whoever asks.
     */
    async record(roomId: string, dir: string | null): Promise<void> {
      const session = await JanusSession.open(janusUrl, () => undefined);
      try {
        const handle = await session.attach();
        const room = await ensureRoom(session, handle, roomId);
        const steps = async () => {
          if (dir) await session.request(handle, { request: 'edit', room, new_rec_dir: dir });
          await session.request(handle, { request: 'enable_recording', room, record: dir !== null });
        };
        await steps().catch(async (error: unknown) => {
          // Janus forgot the room (it restarted): a recording to stop has nothing left; one to start, a new room.
          if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
          createdRooms.delete(room);
          if (!dir) return;
          await ensureRoom(session, handle, roomId);
          await steps();
        });
      } finally {
        await session.destroy();
      }
    },

    async close(): Promise<void> {
      const all = [...seats.values()];
      seats.clear();
      await Promise.all(all.map(end));
    },
  };
}

export type RoomSfu = ReturnType<typeof createRoomSfu>;

/** One Janus mode per socket.io server (the route plugins and the socket handlers see different app objects). */
const sfus = new WeakMap<object, RoomSfu>();

/** The app's Janus mode, or null in mesh mode (no JANUS_URL). */
export function sfuOf(app: FastifyInstance): RoomSfu | null {
  const url = app.config.janusUrl;
  if (!url) return null;
  const existing = sfus.get(app.io);
  if (existing) return existing;
  const created = createRoomSfu(app, url);
  sfus.set(app.io, created);
  return created;
}

/** Ends every Janus session this process holds (the app is closing). */
export async function closeSfu(app: FastifyInstance): Promise<void> {
  await sfus.get(app.io)?.close();
  sfus.delete(app.io);
}
