import { can, SURVEY_WATCH_ACTION, surveyRoom, ZSurveyWatchData } from '@pesquisemais/shared';
import type { SocketFeature } from '../../core/realtime/registry';
import { currentRole } from '../../core/realtime/socket-access';

/** Editors of one questionnaire share room survey:<id>; only collection roles may join it or stay. */
export const surveysSocket: SocketFeature = {
  actions: {
    [SURVEY_WATCH_ACTION]: async (app, socket, data) => {
      const parsed = ZSurveyWatchData.safeParse(data);
      // The current role, as HTTP reads it: a demotion since the connection counts.
      const role = parsed.success ? await currentRole(app, socket.data) : null;
      if (!parsed.success || !role || !can({ role }, 'surveys:manage')) {
        socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' });
        return;
      }
      await socket.join(surveyRoom(parsed.data.surveyId));
      socket.emit('message', { type: 'survey:watching', data: { surveyId: parsed.data.surveyId } });
    },
  },
  rooms: { survey: async ({ role }) => can({ role }, 'surveys:manage') },
};
