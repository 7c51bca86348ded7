import path from 'node:path';
import { startJanus } from '../apps/server/test/start-janus';
import { roomScenarios } from './support/room-scenarios';
import { workerServer } from './support/server';
import { startTestServer } from './support/test-server';

/**
 * The rooms in both media modes: the embedded mesh (the e2e server), then Janus with a server of its own. The
 * seat checks (the server refuses by seat, live) run once, in the mesh, where the pages signal to each other.
 */
roomScenarios(
  'malha ponto a ponto',
  async () => ({ baseURL: workerServer().baseURL, mailDir: workerServer().mailDir }),
  { seats: true },
);

roomScenarios('Janus', async () => {
  const janus = await startJanus();
  try {
    const server = await startTestServer({ JANUS_URL: janus.url, JANUS_RECORDINGS_DIR: janus.recordingsDir });
    return {
      baseURL: server.baseURL,
      // No SMTP for this server: its mail (the confirmation links) goes to DATA_DIR/outbox.
      mailDir: path.join(server.dataDir, 'outbox'),
      janusUrl: janus.url,
      stop: async () => {
        await server.stop();
        await janus.stop();
      },
    };
  } catch (error) {
    await janus.stop();
    throw error;
  }
});
