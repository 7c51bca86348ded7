import {
  can,
  ROOM_MESSAGES,
  ZIdParams,
  ZRoom,
  ZRoomBody,
  ZRoomLink,
  ZRoomLinkCheck,
  ZRoomLinks,
  ZRoomList,
  ZRoomPatch,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createRoomsService } from './rooms.service';

/**
 * Rooms: staff (collection roles) create, edit and hand out links; the Rooms group of spec point 6 opens the
 * rooms it sits in; a participant or guest observer comes by a signed link (checked here and on the socket).
 */
export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRoomsService(app);
  const tags = ['rooms'];

  app.get('/', { schema: { tags, response: { 200: ZRoomList } } }, async (request) => {
    const user = authorize(request, 'rooms:enter');
    return service.list(can(user, 'rooms:manage') ? null : user.id);
  });

  app.post('/', { schema: { tags, body: ZRoomBody, response: { 201: ZRoom } } }, async (request, reply) => {
    const user = authorize(request, 'rooms:manage');
    return reply.status(201).send(await service.create(request.body, user.id));
  });

  app.get('/:id', { schema: { tags, params: ZIdParams, response: { 200: ZRoom } } }, async (request) => {
    const user = authorize(request, 'rooms:enter');
    const member = await service.repo.memberOfUser(request.params.id, user.id);
    // A room the caller does not sit in is not found (its existence is not told), unless it manages rooms.
    if (!member && !can(user, 'rooms:manage')) throw new AppError('NOT_FOUND', ROOM_MESSAGES.notFound);
    return service.get(request.params.id, member?.seat ?? null);
  });

  app.patch(
    '/:id',
    { schema: { tags, params: ZIdParams, body: ZRoomPatch, response: { 200: ZRoom } } },
    async (request) => {
      authorize(request, 'rooms:manage');
      return service.update(request.params.id, request.body);
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
};
