import {
  AREA_ACCESS,
  PROFILE_MESSAGES,
  ZAboutResponse,
  ZAlbums,
  ZCommentBody,
  ZLikeResponse,
  ZNewPost,
  ZPeople,
  ZPeopleQuery,
  ZPost,
  ZPostImage,
  ZPostParams,
  ZProfileAbout,
  ZProfileParams,
  ZTimeline,
  ZTimelineQuery,
  ZUserUpdateResponse,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireUser } from '../../core/auth/auth';
import type { Principal } from '../../core/auth/principal';
import { schedulePeriodicSweep } from '../../core/files/periodic-sweep';
import { sendFile } from '../../core/files/send-file';
import { acceptRawUploads, uploadOf } from '../../core/files/upload-body';
import { AppError } from '../../lib/app-error';
import { createUsersService } from '../users';
import { openAvatar, uploadAvatar } from './avatar.service';
import { createPostImagesRepository } from './post-images.repository';
import { sweepUnclaimedPostImages, uploadPostImage } from './post-images.service';
import { subscribeActivities } from './profile.activities';
import { createProfileService } from './profile.service';

/** /api/profile: timelines, albums and "about" of the team; each user edits only its own. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService(app.db);
  const images = createPostImagesRepository(app.db);
  const users = createUsersService(app.db);
  subscribeActivities(app);
  // Images of posts never published go after UPLOAD_ORPHAN_HOURS.
  schedulePeriodicSweep(app, () => sweepUnclaimedPostImages(app), {
    everyMs: 60 * 60 * 1000,
    failure: 'limpeza de imagens de posts falhou',
  });
  const tags = ['profile'];
  const viewer = (request: Parameters<typeof authorize>[0]) => authorize(request, 'profile:view');
  /** Tells a post's author of a like or comment by someone else (not awaited: push services are slow). */
  const tellOwner = (ownerId: string, who: Principal, body: string) => {
    if (ownerId === who.id) return;
    void app.events.publish('notification.requested', {
      userId: ownerId,
      kind: 'feed',
      title: 'Novidade nos seus posts',
      body,
      url: `/profile/${ownerId}`,
    });
  };

  /** A survey post invites everyone who may answer in the player ('surveys' notifications), but its author. */
  const tellPlayers = async (
    survey: { surveyId: string; campaignId: string; title: string },
    author: Principal,
  ) => {
    for (const userId of await users.idsWithRoles(AREA_ACCESS.player, author.id))
      void app.events.publish('notification.requested', {
        userId,
        kind: 'surveys',
        title: 'Nova pesquisa para responder',
        body: `${author.display_name} convidou você para responder: ${survey.title}`,
        url: `/apps/surveyplayer/${survey.surveyId}?campaign=${survey.campaignId}`,
      });
  };

  // Spec point 7 calls the signed-in user's own profile without an id: the same answers as /:uId/... for oneself.
  app.get(
    '/timeline',
    { schema: { tags, querystring: ZTimelineQuery, response: { 200: ZTimeline } } },
    (request) => {
      const me = viewer(request);
      return service.timeline(me.id, me, request.query.before);
    },
  );

  app.get('/photos-videos', { schema: { tags, response: { 200: ZAlbums } } }, (request) => {
    const me = viewer(request);
    return service.albums(me.id, me);
  });

  app.get('/about', { schema: { tags, response: { 200: ZAboutResponse } } }, (request) => {
    const me = viewer(request);
    return service.about(me.id, me);
  });

  app.get(
    '/:uId/timeline',
    { schema: { tags, params: ZProfileParams, querystring: ZTimelineQuery, response: { 200: ZTimeline } } },
    (request) => service.timeline(request.params.uId, viewer(request), request.query.before),
  );

  app.get(
    '/:uId/photos-videos',
    { schema: { tags, params: ZProfileParams, response: { 200: ZAlbums } } },
    (request) => service.albums(request.params.uId, viewer(request)),
  );

  app.get(
    '/:uId/about',
    { schema: { tags, params: ZProfileParams, response: { 200: ZAboutResponse } } },
    (request) => service.about(request.params.uId, viewer(request)),
  );

  app.get('/people', { schema: { tags, querystring: ZPeopleQuery, response: { 200: ZPeople } } }, (request) =>
    service.people(request.query.q, viewer(request)),
  );

  app.put(
    '/:uId/about',
    { schema: { tags, params: ZProfileParams, body: ZProfileAbout, response: { 200: ZAboutResponse } } },
    (request) => service.saveAbout(request.params.uId, viewer(request), request.body),
  );

  app.post(
    '/:uId/posts',
    { schema: { tags, params: ZProfileParams, body: ZNewPost, response: { 201: ZPost } } },
    async (request, reply) => {
      const author = viewer(request);
      const post = await service.createPost(request.params.uId, author, request.body);
      if (post.survey) void tellPlayers(post.survey, author);
      return reply.code(201).send(post);
    },
  );

  app.post(
    '/posts/:postId/like',
    { schema: { tags, params: ZPostParams, response: { 200: ZLikeResponse } } },
    async (request) => {
      const who = viewer(request);
      const result = await service.toggleLike(request.params.postId, who);
      if (result.liked) tellOwner(result.ownerId, who, `${who.display_name} curtiu seu post.`);
      return { likes: result.likes, liked: result.liked };
    },
  );

  app.post(
    '/posts/:postId/comments',
    { schema: { tags, params: ZPostParams, body: ZCommentBody, response: { 200: ZPost } } },
    async (request) => {
      const who = viewer(request);
      const post = await service.comment(request.params.postId, who, request.body.message);
      tellOwner(
        post.user.uuid,
        who,
        `${who.display_name} comentou seu post: ${request.body.message.slice(0, 200)}`,
      );
      return post;
    },
  );

  app.post(
    '/posts/:postId/share',
    { schema: { tags, params: ZPostParams, response: { 201: ZPost } } },
    async (request, reply) =>
      reply.code(201).send(await service.share(request.params.postId, viewer(request))),
  );

  // Any signed-in user has an avatar (the toolbar shows it), so the upload is not limited to profile roles.
  acceptRawUploads(app);
  app.post('/avatar', { schema: { tags, response: { 200: ZUserUpdateResponse } } }, (request) =>
    uploadAvatar(app, requireUser(request).id, uploadOf(request)),
  );

  // An image for a post (raw bytes, like the avatar): resized and thumbnailed, then claimed by the post.
  app.post('/images', { schema: { tags, response: { 201: ZPostImage } } }, async (request, reply) =>
    reply.code(201).send(await uploadPostImage(app, viewer(request).id, uploadOf(request))),
  );

  // Open like any <img src>: the key is an unguessable uuid and the bytes are a re-encoded WebP.
  const ZAvatarParams = z.object({
    prefix: z.string().regex(/^[0-9a-f]{2}$/, 'Foto não encontrada.'),
    id: z.uuid('Foto não encontrada.'),
  });
  app.get('/images/:prefix/:id', { schema: { tags, params: ZAvatarParams } }, async (request, reply) => {
    const key = `${request.params.prefix}/${request.params.id}`;
    // Only post images are served here, not whatever else the storage holds.
    if (!(await images.isImageKey(key))) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.imageNotFound);
    const stream = await app.files.get(key);
    return sendFile(reply, { stream, contentType: 'image/webp', name: 'imagem.webp', inline: true });
  });
  app.get('/avatars/:prefix/:id', { schema: { tags, params: ZAvatarParams } }, async (request, reply) => {
    const stream = await openAvatar(app, `${request.params.prefix}/${request.params.id}`);
    return sendFile(reply, { stream, contentType: 'image/webp', name: 'avatar.webp', inline: true });
  });
};
