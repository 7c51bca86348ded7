import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { profileRoutes } from '.';

export const profileModule: ModuleManifest = {
  name: 'profile',
  routes: [
    {
      prefix: '/api/profile',
      plugin: profileRoutes,
      access: {
        'GET /timeline': POLICIES['profile:view'],
        'GET /photos-videos': POLICIES['profile:view'],
        'GET /about': POLICIES['profile:view'],
        'GET /:uId/timeline': POLICIES['profile:view'],
        'GET /:uId/photos-videos': POLICIES['profile:view'],
        'GET /:uId/about': POLICIES['profile:view'],
        'GET /people': POLICIES['profile:view'],
        'PUT /:uId/about': POLICIES['profile:view'],
        'POST /:uId/posts': POLICIES['profile:view'],
        'POST /posts/:postId/like': POLICIES['profile:view'],
        'POST /posts/:postId/comments': POLICIES['profile:view'],
        'POST /posts/:postId/share': POLICIES['profile:view'],
        'POST /avatar': 'signed-in',
        'POST /images': POLICIES['profile:view'],
        'GET /images/:prefix/:id': 'public',
        'GET /avatars/:prefix/:id': 'public',
      },
    },
  ],
  owns: ['profiles', 'posts', 'post_likes', 'post_comments', 'activities', 'post_images'],
  reads: ['campaigns', 'surveys', 'users'],
  events: {
    publishes: ['notification.requested'],
    consumes: ['survey.published', 'report.delivered', 'response.completed'],
  },
};
