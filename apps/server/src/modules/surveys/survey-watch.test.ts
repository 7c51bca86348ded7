import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';
import { createSurvey } from '../../../test/survey-factories';

describe('a second editor is told the questionnaire changed', () => {
  let app: FastifyInstance;
  let clients: SocketClients;

  withSocketApp((live) => ({ app, clients } = live));

  const open = async (token: string) => {
    const socket = clients.connect(token);
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
