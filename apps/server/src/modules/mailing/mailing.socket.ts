import { can, MAILING_WATCH_ACTION, mailingJobRoom, ZMailingWatchData } from '@pesquisemais/shared';
import type { SocketFeature } from '../../core/realtime/registry';
import { currentRole } from '../../core/realtime/socket-access';

/** A job's page joins room mailing-job:<id> for its live progress; the Mailing group only. */
export const mailingSocket: SocketFeature = {
  actions: {
    [MAILING_WATCH_ACTION]: async (app, socket, data) => {
      const parsed = ZMailingWatchData.safeParse(data);
      const role = parsed.success ? await currentRole(app, socket.data) : null;
      if (!parsed.success || !role || !can({ role }, 'mailing:manage')) {
        socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' });
        return;
      }
      await socket.join(mailingJobRoom(parsed.data.jobId));
      socket.emit('message', { type: 'mailing:watching', data: { jobId: parsed.data.jobId } });
    },
  },
  rooms: { 'mailing-job': async ({ role }) => can({ role }, 'mailing:manage') },
};
