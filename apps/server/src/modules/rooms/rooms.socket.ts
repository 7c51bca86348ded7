import {
  AREA_ACCESS,
  ERROR_MESSAGES,
  hasAccess,
  ROOM_ACTIONS,
  ROOM_CAPABILITIES,
  ROOM_MESSAGES,
  roleHoldsSeat,
  roomBackroom,
  roomMeetRoom,
  roomWaitingRoom,
  type TRoomEntry,
  type TRoomSeat,
  ZRoomAdmit,
  ZRoomJoin,
  ZRoomMark,
  ZRoomQuestionDecision,
  ZRoomSfuAnswer,
  ZRoomSfuLeave,
  ZRoomSfuPublish,
  ZRoomSfuSubscribe,
  ZRoomSignal,
  ZRoomText,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type {
  IoSocket,
  RoomAccessCheck,
  SocketActionHandler,
  SocketFeature,
} from '../../core/realtime/registry';
import { currentRole } from '../../core/realtime/socket-access';
import { AppError } from '../../lib/app-error';
import { broadcastPresence, type RoomSocket, seatOf } from './room-presence';
import { decideQuestion, isPublicQuestion, questionFor, sendQuestion } from './room-questions';
import { createQuestionsRepository } from './room-questions.repository';
import { createRecordingsRepository } from './room-recordings.repository';
import { type RoomSfu, sfuOf } from './room-sfu';
import { relaySignal } from './room-signal';
import { createRoomsService } from './rooms.service';

const refuse = (socket: IoSocket, text: string) => socket.emit('message', { type: 'error', data: text });

/** A handler that answers a refusal (AppError or a bad payload) in Portuguese instead of a generic error. */
function guarded(handler: SocketActionHandler): SocketActionHandler {
  return async (app, socket, data) => {
    try {
      await handler(app, socket, data);
    } catch (error) {
      if (error instanceof AppError) refuse(socket, error.message);
      else if (error instanceof ZodError) refuse(socket, ERROR_MESSAGES.VALIDATION);
      else throw error;
    }
  };
}

/**
 * The seat a socket holds in a room it was let into and is still in (a re-check that took it out of the room,
 * e.g. its role left the Rooms group, ends its seat too); anything else is refused.
 */
function admittedSeat(socket: IoSocket, roomId: string) {
  const seat = socket.data.roomSeats?.[roomId];
  if (!seat?.isAdmitted || !socket.rooms.has(roomMeetRoom(roomId)))
    throw new AppError('FORBIDDEN', ROOM_MESSAGES.notMember);
  return { ...seat, seat: seat.seat as TRoomSeat, caps: ROOM_CAPABILITIES[seat.seat as TRoomSeat] };
}

const BACKROOM_KINDS: TRoomEntry['kind'][] = ['backroom', 'bookmark', 'section', 'reaction'];

async function moderatorsOf(app: FastifyInstance, roomId: string): Promise<RoomSocket[]> {
  const sockets = (await app.io.in(roomMeetRoom(roomId)).fetchSockets()) as unknown as RoomSocket[];
  return sockets.filter((s) => seatOf(s, roomId)?.seat === 'moderator');
}

async function joinRoom(app: FastifyInstance, socket: IoSocket, data: unknown): Promise<void> {
  const join = ZRoomJoin.safeParse(data);
  if (!join.success) throw new AppError('VALIDATION', ROOM_MESSAGES.invalidLink);
  const { roomId, memberId, link } = join.data;
  const service = createRoomsService(app);
  let member: Awaited<ReturnType<typeof service.memberByLink>> | null;
  if (memberId && link) member = await service.memberByLink(roomId, memberId, link);
  else {
    const role = await currentRole(app, socket.data);
    const userId = socket.data.userId;
    const mayEnter = role !== null && userId !== null && hasAccess(AREA_ACCESS.rooms, role);
    const row = mayEnter ? await service.repo.memberOfUser(roomId, userId) : null;
    // A seat is read against the current role: a demoted moderator does not get it back on a new socket.
    member = row && role !== null && roleHoldsSeat(role, row.seat) ? row : null;
  }
  if (!member) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notMember);
  const caps = ROOM_CAPABILITIES[member.seat];
  const isAdmitted = !caps.waits || member.admitted_at !== null;
  const seat = { memberId: member.id, seat: member.seat, name: member.display_name, isAdmitted };
  socket.data.roomSeats = { ...socket.data.roomSeats, [roomId]: seat };
  if (!isAdmitted) await socket.join(roomWaitingRoom(roomId));
  else {
    await socket.leave(roomWaitingRoom(roomId));
    await socket.join(roomMeetRoom(roomId));
    if (caps.backroom) await socket.join(roomBackroom(roomId));
  }
  const kinds = caps.admits ? [...BACKROOM_KINDS, 'note' as const] : BACKROOM_KINDS;
  const history = isAdmitted && caps.backroom ? await service.repo.entries(roomId, kinds) : [];
  const viewer = { seat: member.seat, memberId: member.id };
  const questions = isAdmitted
    ? (await createQuestionsRepository(app.db).list(roomId))
        .map((row) => questionFor(viewer, row))
        .filter((q) => q !== null)
    : [];
  const isRecording = isAdmitted && (await createRecordingsRepository(app.db).running(roomId)) !== null;
  socket.emit('message', {
    type: 'room:joined',
    data: {
      roomId,
      self: {
        peerId: socket.id,
        memberId: member.id,
        name: member.display_name,
        seat: member.seat,
        capabilities: caps,
      },
      isWaiting: !isAdmitted,
      history,
      questions,
      isRecording,
      media: sfuOf(app) ? 'sfu' : 'mesh',
      iceServers: app.config.iceServers ?? [],
    },
  });
  if (!socket.listeners('disconnect').some((listener) => listener.name === 'leaveRooms')) {
    const seats = () => Object.keys(socket.data.roomSeats ?? {});
    socket.on('disconnect', function leaveRooms(reason) {
      void sfuOf(app)?.leave(socket.id);
      // At shutdown every socket goes at once and Redis is about to close: nobody is left to tell.
      if (reason === 'server shutting down') return;
      for (const id of seats()) void broadcastPresence(app, id).catch(() => undefined);
    });
  }
  await broadcastPresence(app, roomId);
}

/** A timeline or backroom entry by a seat allowed to write it, sent to those allowed to read it. */
async function postEntry(
  app: FastifyInstance,
  socket: IoSocket,
  roomId: string,
  kind: TRoomEntry['kind'],
  text: string,
  atMs = 0,
): Promise<void> {
  const seat = admittedSeat(socket, roomId);
  const allowed: Record<TRoomEntry['kind'], boolean> = {
    backroom: seat.caps.backroom,
    note: seat.caps.privateNote,
    bookmark: seat.caps.bookmarks,
    section: seat.caps.sections,
    reaction: seat.caps.reactions,
    question: false, // questions have their own queue (server/room:question)
  };
  if (!allowed[kind]) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
  const repo = createRoomsService(app).repo;
  const entry = await repo.insertEntry({
    roomId,
    memberId: seat.memberId,
    kind,
    text,
    atMs,
    author: seat.name,
    seat: seat.seat,
  });
  // Notes go to the moderators (and back to their author); the rest to the whole backroom.
  if (kind === 'note') {
    for (const moderator of await moderatorsOf(app, roomId)) moderator.emit('room:entry', entry);
    if (seat.seat !== 'moderator') socket.emit('room:entry', entry);
  } else app.io.to(roomBackroom(roomId)).emit('room:entry', entry);
}

/**
 * Whether a socket's seat in a room still stands: its member is still in the room's seat list with the same
 * seat, and (an account) its current role still holds that seat. A demotion or a seat-list change thus takes
 * the socket out of the room's rooms at the next re-check (at once after a role change or a room edit).
 */
async function seatStands(context: Parameters<RoomAccessCheck>[0]): Promise<boolean> {
  const { app, id, data, role, memo } = context;
  const seat = data.roomSeats?.[id];
  if (!seat) return false;
  if (data.userId !== null && !roleHoldsSeat(role, seat.seat as TRoomSeat)) return false;
  const member = await memo(`room-member:${id}:${seat.memberId}`, () =>
    createRoomsService(app).repo.member(id, seat.memberId),
  );
  return (
    member !== null && member.seat === seat.seat && (data.userId === null || member.user_id === data.userId)
  );
}

const ROOM_REACTIONS_SET = new Set(['👍', '👎', '❓']);

/** The Janus mode's handlers; in mesh mode (no JANUS_URL) these actions are refused. */
function sfuAction(
  run: (sfu: RoomSfu, socket: IoSocket, data: unknown) => Promise<void>,
): SocketActionHandler {
  return guarded(async (app, socket, data) => {
    const sfu = sfuOf(app);
    if (!sfu) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
    await run(sfu, socket, data);
  });
}

/** Rooms over socket.io: join (session or signed link), waiting room, signalling, backroom and timeline. */
export const roomsSocket: SocketFeature = {
  actions: {
    [ROOM_ACTIONS.join]: guarded(joinRoom),
    [ROOM_ACTIONS.admit]: guarded(async (app, socket, data) => {
      const admit = ZRoomAdmit.parse(data);
      if (!admittedSeat(socket, admit.roomId).caps.admits)
        throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      if (!(await createRoomsService(app).repo.admit(admit.roomId, admit.memberId)))
        throw new AppError('NOT_FOUND', ROOM_MESSAGES.notMember);
      // The participant joins again on this notice: the join reads the admission from the database.
      const waiting = (await app.io
        .in(roomWaitingRoom(admit.roomId))
        .fetchSockets()) as unknown as RoomSocket[];
      for (const s of waiting)
        if (seatOf(s, admit.roomId)?.memberId === admit.memberId)
          s.emit('message', { type: 'room:admitted', data: { roomId: admit.roomId } });
    }),
    [ROOM_ACTIONS.signal]: guarded(async (app, socket, data) => {
      const signal = ZRoomSignal.parse(data);
      await relaySignal(app, socket.id, admittedSeat(socket, signal.roomId).seat, signal);
    }),
    [ROOM_ACTIONS.sfuPublish]: sfuAction(async (sfu, socket, data) => {
      const publish = ZRoomSfuPublish.parse(data);
      await sfu.publish(socket, publish, admittedSeat(socket, publish.roomId).caps.sendsMedia);
    }),
    [ROOM_ACTIONS.sfuSubscribe]: sfuAction(async (sfu, socket, data) => {
      const subscribe = ZRoomSfuSubscribe.parse(data);
      admittedSeat(socket, subscribe.roomId);
      await sfu.subscribe(socket, subscribe);
    }),
    [ROOM_ACTIONS.sfuAnswer]: sfuAction(async (sfu, socket, data) => {
      const answer = ZRoomSfuAnswer.parse(data);
      admittedSeat(socket, answer.roomId);
      await sfu.answer(socket, answer);
    }),
    [ROOM_ACTIONS.sfuLeave]: sfuAction(async (sfu, socket, data) => {
      await sfu.leave(socket.id, ZRoomSfuLeave.parse(data).roomId);
    }),
    [ROOM_ACTIONS.backroom]: guarded(async (app, socket, data) => {
      const { roomId, text } = ZRoomText.parse(data);
      await postEntry(app, socket, roomId, 'backroom', text);
    }),
    [ROOM_ACTIONS.note]: guarded(async (app, socket, data) => {
      const { roomId, text } = ZRoomText.parse(data);
      await postEntry(app, socket, roomId, 'note', text);
    }),
    /** A question is held for the moderators: only they and its author see it until it is approved. */
    [ROOM_ACTIONS.question]: guarded(async (app, socket, data) => {
      const { roomId, text } = ZRoomText.parse(data);
      const seat = admittedSeat(socket, roomId);
      if (!seat.caps.asksQuestions) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      const row = await createQuestionsRepository(app.db).insert({
        roomId,
        memberId: seat.memberId,
        author: seat.name,
        seat: seat.seat,
        text,
      });
      await sendQuestion(app, row);
    }),
    [ROOM_ACTIONS.decideQuestion]: guarded(async (app, socket, data) => {
      const decision = ZRoomQuestionDecision.parse(data);
      const seat = admittedSeat(socket, decision.roomId);
      if (!seat.caps.moderatesQuestions) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
      const { row, before } = await decideQuestion(app.db, decision, seat.name);
      await sendQuestion(app, row, isPublicQuestion(before));
    }),
    [ROOM_ACTIONS.mark]: guarded(async (app, socket, data) => {
      const mark = ZRoomMark.parse(data);
      if (mark.kind === 'reaction' && !ROOM_REACTIONS_SET.has(mark.text))
        throw new AppError('VALIDATION', ROOM_MESSAGES.notAllowed);
      await postEntry(app, socket, mark.roomId, mark.kind, mark.text, mark.atMs);
    }),
  },
  // A signed-in member whose role no longer holds its seat, or a member taken off the room's seat list (or
  // given another seat), loses the room at the next re-check; a link holder keeps the seat its link proved.
  rooms: {
    meet: async (context) => context.data.roomSeats?.[context.id]?.isAdmitted === true && seatStands(context),
    roomwait: seatStands,
    backroom: async (context) => {
      const seat = context.data.roomSeats?.[context.id];
      return (
        seat?.isAdmitted === true &&
        ROOM_CAPABILITIES[seat.seat as TRoomSeat]?.backroom === true &&
        (await seatStands(context))
      );
    },
  },
};
