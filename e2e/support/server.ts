import { inject } from 'vitest';

export type TWorkerServer = { baseURL: string; mailDir: string };

/** This worker's server: its address and the folder where its mail sink writes. */
export function workerServer(): TWorkerServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('nenhum servidor de teste foi iniciado (support/global-setup.ts)');
  return server;
}
