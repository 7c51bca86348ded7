import {
  ZAboutResponse,
  ZAlbums,
  ZCommentBody,
  ZLikeResponse,
  ZNewPost,
  ZPost,
  ZPostParams,
  ZProfileAbout,
  ZProfileParams,
  ZTimeline,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { subscribeActivities } from './profile.activities';
import { createProfileService } from './profile.service';

/** /api/profile: timelines, albums and "about" of the team; each user edits only its own. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService(app.db);
  subscribeActivities(app);
  const tags = ['profile'];
  const viewer = (request: Parameters<typeof authorize>[0]) => authorize(request, 'profile:view');

  app.get(
    '/:uId/timeline',
    { schema: { tags, params: ZProfileParams, response: { 200: ZTimeline } } },
    (request) => service.timeline(request.params.uId, viewer(request)),
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

  app.put(
    '/:uId/about',
    { schema: { tags, params: ZProfileParams, body: ZProfileAbout, response: { 200: ZAboutResponse } } },
    (request) => service.saveAbout(request.params.uId, viewer(request), request.body),
  );

  app.post(
    '/:uId/posts',
    { schema: { tags, params: ZProfileParams, body: ZNewPost, response: { 201: ZPost } } },
    async (request, reply) =>
      reply.code(201).send(await service.createPost(request.params.uId, viewer(request), request.body)),
  );

  app.post(
    '/posts/:postId/like',
    { schema: { tags, params: ZPostParams, response: { 200: ZLikeResponse } } },
    (request) => service.toggleLike(request.params.postId, viewer(request)),
  );

  app.post(
    '/posts/:postId/comments',
    { schema: { tags, params: ZPostParams, body: ZCommentBody, response: { 200: ZPost } } },
    (request) => service.comment(request.params.postId, viewer(request), request.body.message),
  );

  app.post(
    '/posts/:postId/share',
    { schema: { tags, params: ZPostParams, response: { 201: ZPost } } },
    async (request, reply) =>
      reply.code(201).send(await service.share(request.params.postId, viewer(request))),
  );
};
