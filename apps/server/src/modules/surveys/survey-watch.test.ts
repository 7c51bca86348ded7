import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { createSurvey } from '../../../test/survey-factories';

describe('a second editor is told the questionnaire changed', () => {
  let app: FastifyInstance;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  const open = async (token: string) => {
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('IOcredentials', resolve));
    return socket;
  };

  it('emits survey:changed to watchers after a save; users of role user may not watch', async () => {
    const staff = await buildUser(app, { role: 'staff', displayName: 'Editora Um' });
    const other = await buildUser(app, { role: 'staff' });
    const survey = await createSurvey(app, staff);
    const watcher = await open(other.token);
    const watching = new Promise((resolve) => watcher.once('message', resolve));
    watcher.emit('action', { type: 'server/survey:watch', data: { surveyId: survey.id } });
    expect(await watching).toEqual({ type: 'survey:watching', data: { surveyId: survey.id } });
    const changed = new Promise((resolve) => watcher.once('survey:changed', resolve));
    await app.inject({
      method: 'PATCH',
      url: `/api/surveys/${survey.id}`,
      headers: staff.auth,
      payload: { baseRevision: 1, title: 'Novo título' },
    });
    expect(await changed).toEqual({
      surveyId: survey.id,
      revision: 2,
      by: 'Editora Um',
      byUserId: staff.row.id,
    });

    const respondent = await buildUser(app, { role: 'user' });
    const intruder = await open(respondent.token);
    const refused = new Promise((resolve) => intruder.once('message', resolve));
    intruder.emit('action', { type: 'server/survey:watch', data: { surveyId: survey.id } });
    expect(await refused).toEqual({ type: 'error', data: 'Você não tem permissão para esta ação.' });
  });
});
