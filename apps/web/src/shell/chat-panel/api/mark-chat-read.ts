import { type TChatReadBody, ZChatReadResponse } from '@pesquisemais/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/read: a message arrived while its chat was open and visible. */
export function markChatRead(body: TChatReadBody) {
  return apiRequest('/api/chat/read', { method: 'POST', body, schema: ZChatReadResponse });
}
