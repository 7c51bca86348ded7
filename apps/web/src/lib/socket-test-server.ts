import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  DASHBOARD_WATCH_ACTION,
  dashboardRoom,
  MAILING_WATCH_ACTION,
  mailingJobRoom,
  ROOM_LEAVE_ACTION,
  type ServerToClientEvents,
  SURVEY_WATCH_ACTION,
  surveyRoom,
  userRoom,
} from '@pesquisemais/shared';
import { Server } from 'socket.io';

export type TTestSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { token?: string }
>;

/**
 * For tests: a real socket.io server on a loopback port speaking the app's protocol (the watch actions,
 * room leave, and room user:<token> for a signed-in socket). Access rules are the real server's own tests.
 */
export async function startSocketTestServer(): Promise<{ server: TTestSocketServer; url: string }> {
  const http = createServer();
  const server: TTestSocketServer = new Server(http);
  server.use((socket, next) => {
    const token = socket.handshake.auth.token;
    socket.data = { token: typeof token === 'string' ? token : undefined };
    if (socket.data.token) void socket.join(userRoom(socket.data.token));
    next();
  });
  server.on('connection', (socket) => {
    socket.on('action', async (action) => {
      if (action.type === DASHBOARD_WATCH_ACTION) {
        await socket.join(dashboardRoom(action.data.campaignId));
        socket.emit('message', { type: 'dashboard:watching', data: { campaignId: action.data.campaignId } });
      } else if (action.type === SURVEY_WATCH_ACTION) {
        await socket.join(surveyRoom(action.data.surveyId));
        socket.emit('message', { type: 'survey:watching', data: { surveyId: action.data.surveyId } });
      } else if (action.type === MAILING_WATCH_ACTION) {
        await socket.join(mailingJobRoom(action.data.jobId));
        socket.emit('message', { type: 'mailing:watching', data: { jobId: action.data.jobId } });
      } else if (action.type === ROOM_LEAVE_ACTION) await socket.leave(action.data.room);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}
