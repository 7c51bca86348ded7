import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The built server the end-to-end tests start, and the web build it serves.
 * E2E_SERVER_ENTRY / E2E_WEB_DIST point a parallel run at its own build.
 */
export const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? path.join(ROOT, 'apps/server/dist/server.js');
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
