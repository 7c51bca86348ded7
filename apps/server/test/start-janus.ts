import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const LIB = '/usr/lib/x86_64-linux-gnu/janus';

const BINARY = process.env.JANUS_BINARY ?? '/usr/bin/janus';

/**
 * A Janus of its own for a test, API or end to end (Debian's `janus`, which .ci/run installs): the VideoRoom plugin and the REST
 * transport only, on a free loopback port, no demo rooms. Resolves with its REST address once it answers, and a
 * folder for its recordings (JANUS_RECORDINGS_DIR of a server beside it), removed with it.
 */
export async function startJanus(): Promise<{
  url: string;
  recordingsDir: string;
  stop: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pm-janus-'));
  const port = await freePort();
  const allBut = (keep: string) =>
    `disable = "${[
      'audiobridge',
      'duktape',
      'echotest',
      'lua',
      'nosip',
      'recordplay',
      'sip',
      'streaming',
      'textroom',
      'videocall',
      'voicemail',
      'mqtt',
      'nanomsg',
      'pfunix',
      'rabbitmq',
      'websockets',
    ]
      .filter((name) => name !== keep)
      .map((name) => `libjanus_${name}.so`)
      .join(',')}"`;
  await writeFile(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  loggers_folder = "${LIB}/loggers"
  debug_level = 3
  session_timeout = 60
}
media: { rtp_port_range = "20000-40000" }
nat: { nice_debug = false, ignore_mdns = true }
plugins: { ${allBut('videoroom')} }
transports: { ${allBut('http')} }
events: { broadcast = false }
loggers: { disable = "libjanus_jsonlog.so" }
`,
  );
  await writeFile(path.join(dir, 'janus.plugin.videoroom.jcfg'), 'general: {}\n');
  await writeFile(
    path.join(dir, 'janus.transport.http.jcfg'),
    `general: { json = "compact", base_path = "/janus", http = true, port = ${port}, ip = "127.0.0.1", https = false }
admin: { admin_http = false }
cors: {}
`,
  );
  const janus: ChildProcess = spawn(BINARY, ['-C', path.join(dir, 'janus.jcfg'), '-F', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/janus`;
  const stop = async () => {
    if (janus.exitCode === null) {
      janus.kill('SIGTERM');
      await new Promise((resolve) => janus.once('exit', resolve));
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (janus.exitCode !== null) break;
    const info = await fetch(`${url}/info`).catch(() => null);
    if (info?.ok) return { url, recordingsDir: path.join(dir, 'recordings'), stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`o Janus (${BINARY}) não respondeu em ${url}`);
}
