import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { roomsRoutes } from '.';
import { roomWorkers } from './room-recording-jobs';
import { roomQueues } from './room-recording-queues';
import { roomsSocket } from './rooms.socket';

export const roomsModule: ModuleManifest = {
  name: 'rooms',
  routes: [
    {
      prefix: '/api/rooms',
      plugin: roomsRoutes,
      access: {
        'GET /': POLICIES['rooms:enter'],
        'POST /': POLICIES['rooms:manage'],
        'GET /:id': POLICIES['rooms:enter'],
        'PATCH /:id': POLICIES['rooms:manage'],
        'POST /:id/links': POLICIES['rooms:manage'],
        'GET /invitation-templates': POLICIES['rooms:manage'],
        'POST /:id/invitations': POLICIES['rooms:manage'],
        'POST /:id/link-check': 'public',
        'GET /:id/recordings': POLICIES['rooms:enter'],
        'POST /:id/recordings': POLICIES['rooms:enter'],
        'PUT /:id/recordings/:recordingId/parts/:seq': POLICIES['rooms:enter'],
        'POST /:id/recordings/:recordingId/stop': POLICIES['rooms:enter'],
        'GET /:id/recordings/:recordingId/file': 'public',
      },
    },
  ],
  owns: [
    'rooms',
    'room_members',
    'room_entries',
    'room_questions',
    'room_recordings',
    'room_recording_parts',
  ],
  reads: ['campaigns', 'respondents', 'users'],
  events: { consumes: ['user.role-changed'] },
  jobs: { queues: roomQueues, workers: roomWorkers },
  socket: roomsSocket,
};
