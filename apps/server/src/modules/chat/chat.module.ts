import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { chatRoutes } from '.';
import { chatSocket } from './chat.socket';

export const chatModule: ModuleManifest = {
  name: 'chat',
  routes: [
    {
      prefix: '/api/chat',
      plugin: chatRoutes,
      access: {
        'GET /contacts': POLICIES['chat:use'],
        'GET /user': POLICIES['chat:use'],
        'GET /get-chat': POLICIES['chat:use'],
        'GET /messages': POLICIES['chat:use'],
        'POST /send-message': POLICIES['chat:use'],
        'POST /read': POLICIES['chat:use'],
        'POST /user/data': POLICIES['chat:use'],
      },
    },
  ],
  owns: ['chats', 'chat_members', 'chat_messages', 'chat_user_data'],
  reads: ['doc_members', 'docs', 'users'],
  events: { publishes: ['notification.requested'] },
  socket: chatSocket,
};
