import {
  can,
  ROOM_CAPABILITIES,
  ROOM_MESSAGES,
  type TRoomCapabilities,
  ZIdParams,
  ZRoom,
  ZRoomBody,
  ZRoomInvite,
  ZRoomInviteResult,
  ZRoomInviteTemplates,
  ZRoomLink,
  ZRoomLinkCheck,
  ZRoomLinks,
  ZRoomList,
  ZRoomPatch,
  ZRoomRecording,
  ZRoomRecordingFileQuery,
  ZRoomRecordingList,
  ZRoomRecordingParams,
  ZRoomRecordingPart,
  ZRoomRecordingPartParams,
  ZRoomRecordingStart,
} from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { sendFile } from '../../core/files/send-file';
import { acceptRawUploads, uploadOf } from '../../core/files/upload-body';
import { AppError } from '../../lib/app-error';
import { createRoomInvitations } from './room-invitations';
import { recordingResource, recordingUrl } from './room-recording-links';
import { createRecordingsService } from './room-recordings';
import { followRoleChange, followSeatListChange } from './room-seat-changes';
import { changesSeats } from './room-seat-list';
import { closeSfu } from './room-sfu';
import { createRoomsService } from './rooms.service';

/**
 * Rooms: staff (collection roles) create, edit and hand out links; the Rooms group of spec point 6 opens the
 * rooms it sits in; a participant or guest observer comes by a signed link (checked here and on the socket).
 */
export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRoomsService(app);
  const recordings = createRecordingsService(app);
  const invitations = createRoomInvitations(app, service);
  const tags = ['rooms'];
  // Janus mode: this process's Janus sessions end with it (their feeds leave the rooms at once).
  app.addHook('onClose', () => closeSfu(app));
  // A role change takes a seat the new role does not hold at once (the sockets were re-checked by then).
  app.events.on('user.role-changed', ({ userId }) => followRoleChange(app, userId));

  /**
   * The caller's capabilities in a room for the recording routes: its seat's, or (a manager who does not sit
   * in it) those of a moderator's reading side. A room it may not see is not found.
   */
  async function recordingRights(request: FastifyRequest, roomId: string) {
    const user = authorize(request, 'rooms:enter');
    const member = await service.seatOfUser(roomId, user);
    const manages = can(user, 'rooms:manage');
    if (!member && !(manages && (await service.repo.findRoom(roomId))))
      throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
    const caps: Pick<TRoomCapabilities, 'records' | 'watchesRecordings' | 'downloads'> = member
      ? ROOM_CAPABILITIES[member.seat]
      : { records: false, watchesRecordings: true, downloads: true };
    return { user, member, caps };
  }
  const refuseUnless = (allowed: boolean) => {
    if (!allowed) throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
  };

  app.get('/', { schema: { tags, response: { 200: ZRoomList } } }, async (request) => {
    const user = authorize(request, 'rooms:enter');
    return service.list(can(user, 'rooms:manage') ? null : user);
  });

  app.post('/', { schema: { tags, body: ZRoomBody, response: { 201: ZRoom } } }, async (request, reply) => {
    const user = authorize(request, 'rooms:manage');
    return reply.status(201).send(await service.create(request.body, user.id));
  });

  app.get('/:id', { schema: { tags, params: ZIdParams, response: { 200: ZRoom } } }, async (request) => {
    const user = authorize(request, 'rooms:enter');
    const member = await service.seatOfUser(request.params.id, user);
    // A room the caller does not sit in is not found (its existence is not told), unless it manages rooms.
    if (!member && !can(user, 'rooms:manage')) throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
    return service.get(request.params.id, member?.seat ?? null);
  });

  app.patch(
    '/:id',
    { schema: { tags, params: ZIdParams, body: ZRoomPatch, response: { 200: ZRoom } } },
    async (request) => {
      authorize(request, 'rooms:manage');
      const room = await service.update(request.params.id, request.body);
      // A seat taken off or changed ends at once on the open sockets (drop or downgrade, as a role change).
      if (changesSeats(request.body))
        await followSeatListChange(app, room.id).catch((error: unknown) =>
          request.log.warn({ err: error }, 'revalidação dos sockets após mudança dos assentos falhou'),
        );
      return room;
    },
  );

  app.post(
    '/:id/links',
    { schema: { tags, params: ZIdParams, response: { 200: ZRoomLinks } } },
    async (request) => {
      authorize(request, 'rooms:manage');
      return service.links(request.params.id);
    },
  );

  /** The mailing templates a room's invitations may be written from (invitations and free texts). */
  app.get(
    '/invitation-templates',
    { schema: { tags, response: { 200: ZRoomInviteTemplates } } },
    async (request) => {
      authorize(request, 'rooms:manage');
      return { items: await invitations.templates() };
    },
  );

  /** Each participant not yet written to gets its own link by e-mail, from the template. */
  app.post(
    '/:id/invitations',
    { schema: { tags, params: ZIdParams, body: ZRoomInvite, response: { 200: ZRoomInviteResult } } },
    async (request) => {
      authorize(request, 'rooms:manage');
      return invitations.send(request.params.id, request.body.templateId);
    },
  );

  /** What a link opens (before the page connects): a tampered, expired or foreign link is not found. */
  app.post(
    '/:id/link-check',
    { schema: { tags, params: ZIdParams, body: ZRoomLink, response: { 200: ZRoomLinkCheck } } },
    async (request) => {
      const member = await service
        .memberByLink(request.params.id, request.body.memberId, request.body.link)
        .catch(() => {
          throw new AppError('NOT_FOUND', ROOM_MESSAGES.invalidLink);
        });
      const room = await service.get(request.params.id, member.seat);
      const { id, kind, title, startsAt, durationMinutes } = room;
      return {
        room: { id, kind, title, startsAt, durationMinutes },
        name: member.display_name,
        seat: member.seat,
      };
    },
  );

  // Recordings: made in the moderator's browser and sent in parts; played and downloaded per capability.
  acceptRawUploads(app);

  app.get(
    '/:id/recordings',
    { schema: { tags, params: ZIdParams, response: { 200: ZRoomRecordingList } } },
    async (request) => {
      const { caps } = await recordingRights(request, request.params.id);
      refuseUnless(caps.watchesRecordings);
      const items = await recordings.list(request.params.id);
      const url = (recordingId: string, use: 'play' | 'download') =>
        recordingUrl(app, request.params.id, recordingId, use);
      return {
        items: await Promise.all(
          items.map(async (item) => ({
            ...item,
            playUrl: item.status === 'ready' ? await url(item.id, 'play') : null,
            downloadUrl: item.status === 'ready' && caps.downloads ? await url(item.id, 'download') : null,
          })),
        ),
      };
    },
  );

  app.post(
    '/:id/recordings',
    { schema: { tags, params: ZIdParams, body: ZRoomRecordingStart, response: { 201: ZRoomRecording } } },
    async (request, reply) => {
      const { user, member, caps } = await recordingRights(request, request.params.id);
      refuseUnless(caps.records);
      const name = member?.display_name ?? user.id;
      const started = await recordings.start(request.params.id, request.body.recordingId, {
        userId: user.id,
        name,
      });
      return reply.status(201).send(started);
    },
  );

  app.put(
    '/:id/recordings/:recordingId/parts/:seq',
    { schema: { tags, params: ZRoomRecordingPartParams, response: { 200: ZRoomRecordingPart } } },
    async (request) => {
      const { caps } = await recordingRights(request, request.params.id);
      refuseUnless(caps.records);
      const { id, recordingId, seq } = request.params;
      return recordings.addPart(id, recordingId, seq, uploadOf(request));
    },
  );

  app.post(
    '/:id/recordings/:recordingId/stop',
    { schema: { tags, params: ZRoomRecordingParams, response: { 200: ZRoomRecording } } },
    async (request) => {
      const { caps } = await recordingRights(request, request.params.id);
      refuseUnless(caps.records);
      return recordings.stop(request.params.id, request.params.recordingId);
    },
  );

  /** Opened by a <video> or a download link: the signed address is the right (one recording, one use). */
  app.get(
    '/:id/recordings/:recordingId/file',
    { schema: { tags, params: ZRoomRecordingParams, querystring: ZRoomRecordingFileQuery } },
    async (request, reply) => {
      const { id, recordingId } = request.params;
      const use = request.query.download === '1' ? 'download' : 'play';
      const grant = await app.tokens.verifyResource(request.query.token, recordingResource(recordingId, use));
      if (!grant) throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
      const file = await recordings.file(id, recordingId);
      const room = await service.repo.findRoom(id);
      const day = (await recordings.one(id, recordingId)).startedAt.slice(0, 10);
      const extension = file.contentType === 'video/mp4' ? 'mp4' : 'webm';
      return sendFile(reply, { ...file, name: `Gravação ${room?.title ?? ''} ${day}.${extension}` });
    },
  );
};

// The public face other modules use (never the files themselves).
export { studyRecordings } from './room-recording-links';
