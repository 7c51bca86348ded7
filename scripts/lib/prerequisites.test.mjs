import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { aptCommand, DEBIAN_PROGRAMS, hostAndPort, isListening, missingPackages } from './prerequisites.mjs';

describe("npm test's prerequisites", () => {
  it('needs Chromium, PSPP, Janus, its tools and ffmpeg from Debian', () => {
    expect(new Set(DEBIAN_PROGRAMS.map((program) => program.pkg))).toEqual(
      new Set(['chromium', 'pspp', 'janus', 'janus-tools', 'ffmpeg']),
    );
  });

  it('names each missing package once, in one apt-get command', () => {
    const present = new Set(['/usr/bin/chromium', '/usr/bin/pspp']);
    const missing = missingPackages((file) => present.has(file));
    expect(missing).toEqual(['pspp', 'janus', 'janus-tools', 'ffmpeg']);
    expect(aptCommand(missing)).toBe('apt-get install -y pspp janus janus-tools ffmpeg');
    expect(missingPackages(() => true)).toEqual([]);
  });

  it('reads host and port of the database and Redis addresses, with their default ports', () => {
    expect(hostAndPort('postgres://postgres@127.0.0.1:5432/test', 5432)).toEqual({
      host: '127.0.0.1',
      port: 5432,
    });
    expect(hostAndPort('postgres://db.interna/test', 5432)).toEqual({ host: 'db.interna', port: 5432 });
    expect(hostAndPort('redis://127.0.0.1', 6379)).toEqual({ host: '127.0.0.1', port: 6379 });
  });

  it('tells a listening port from a closed one', async () => {
    const server = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address();
    expect(await isListening({ host: '127.0.0.1', port })).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await isListening({ host: '127.0.0.1', port })).toBe(false);
  });
});
