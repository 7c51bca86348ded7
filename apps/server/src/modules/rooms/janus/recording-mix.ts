import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One stream Janus recorded: `videoroom-<room>-user-<feed>-<µs>-<audio|video>-<mindex>.mjr`. */
export interface TRecordedStream {
  file: string;
  feed: string;
  kind: 'audio' | 'video';
  /** When its first packet was written (ms since the epoch). */
  startsAtMs: number;
}

const STREAM_NAME = /^videoroom-.+-user-(.+)-(\d+)-(audio|video)-\d+\.mjr$/;

/** The composite's size and rate, as the browser's recorder makes it. */
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 15;
/** A tool that runs longer than this (hours of a long session on a slow machine) is stopped. */
const TOOL_TIMEOUT_MS = 2 * 60 * 60 * 1000;

/** The streams Janus wrote in `dir` (data channels and other files ignored), each with its first packet's time. */
export async function recordedStreams(dir: string): Promise<TRecordedStream[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const streams: TRecordedStream[] = [];
  for (const name of names.sort()) {
    const match = STREAM_NAME.exec(name);
    if (!match) continue;
    const file = path.join(dir, name);
    const header = await mjrHeader(file);
    // A recorder that never got a packet has no first-packet time: nothing of it can be played.
    if (!header?.u) continue;
    streams.push({
      file,
      feed: match[1] as string,
      kind: match[3] as 'audio' | 'video',
      startsAtMs: Math.floor(header.u / 1000),
    });
  }
  return streams;
}

/** The .mjr's JSON header (`s` created, `u` first packet written, both in µs), or null when it has none. */
async function mjrHeader(file: string): Promise<{ s?: number; u?: number } | null> {
  const { stdout } = await run('janus-pp-rec', ['-j', '-o', '-d', '0', file], { timeout: 60_000 }).catch(
    () => ({ stdout: '' }),
  );
  try {
    return JSON.parse(stdout.trim()) as { s?: number; u?: number };
  } catch {
    return null;
  }
}

/** Janus's raw stream as a file ffmpeg reads: VP8 video to WebM, Opus audio to Opus. */
export async function convertStream(stream: TRecordedStream, dir: string): Promise<string> {
  const out = path.join(
    dir,
    `${path.basename(stream.file, '.mjr')}.${stream.kind === 'video' ? 'webm' : 'opus'}`,
  );
  await run('janus-pp-rec', ['-o', '-d', '0', stream.file, out], { timeout: TOOL_TIMEOUT_MS });
  return out;
}

/** Where each of `count` videos sits in the composite's grid, and the size of a cell (even, for the encoder). */
export function gridOf(count: number): { width: number; height: number; cells: [number, number][] } {
  const columns = Math.max(1, Math.ceil(Math.sqrt(count)));
  const rows = Math.max(1, Math.ceil(count / columns));
  const width = Math.floor(WIDTH / columns / 2) * 2;
  const height = Math.floor(HEIGHT / rows / 2) * 2;
  const cells = Array.from({ length: count }, (_, index): [number, number] => [
    (index % columns) * width,
    Math.floor(index / columns) * height,
  ]);
  return { width, height, cells };
}

/**
 * ffmpeg's arguments for the composite: every video in a grid cell (black until it starts), every audio mixed,
 * each placed at its offset from the recording's start (`startedAtMs`), written as one WebM (VP8 + Opus).
 */
export function mixArgs(
  inputs: { file: string; kind: 'audio' | 'video'; startsAtMs: number }[],
  startedAtMs: number,
  output: string,
): string[] {
  const offset = (input: { startsAtMs: number }) => Math.max(0, input.startsAtMs - startedAtMs);
  const videos = inputs
    .map((input, index) => ({ ...input, index }))
    .filter((input) => input.kind === 'video');
  const audios = inputs
    .map((input, index) => ({ ...input, index }))
    .filter((input) => input.kind === 'audio');
  const filters: string[] = [];
  const maps: string[] = [];
  if (videos.length > 0) {
    const grid = gridOf(videos.length);
    videos.forEach((video, n) => {
      filters.push(
        `[${video.index}:v]setpts=PTS-STARTPTS,scale=${grid.width}:${grid.height}:force_original_aspect_ratio=decrease,` +
          `pad=${grid.width}:${grid.height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${FPS},` +
          `tpad=start_duration=${(offset(video) / 1000).toFixed(3)}:color=black[v${n}]`,
      );
    });
    const labels = videos.map((_, n) => `[v${n}]`).join('');
    const layout = grid.cells.map(([x, y]) => `${x}_${y}`).join('|');
    filters.push(
      videos.length === 1
        ? `[v0]pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=black[video]`
        : `${labels}xstack=inputs=${videos.length}:layout=${layout}:fill=black,pad=${WIDTH}:${HEIGHT}:0:0:color=black[video]`,
    );
    maps.push(
      '-map',
      '[video]',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '1500k',
    );
  }
  if (audios.length > 0) {
    audios.forEach((audio, n) => {
      filters.push(`[${audio.index}:a]aresample=48000,adelay=${offset(audio)}:all=1[a${n}]`);
    });
    const labels = audios.map((_, n) => `[a${n}]`).join('');
    filters.push(`${labels}amix=inputs=${audios.length}:duration=longest:normalize=0[audio]`);
    maps.push('-map', '[audio]', '-c:a', 'libopus', '-b:a', '96k');
  }
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs.flatMap((input) => ['-i', input.file]),
    '-filter_complex',
    filters.join(';'),
    ...maps,
    '-f',
    'webm',
    output,
  ];
}

/** Mixes the converted streams into `output` (WebM). */
export async function mixStreams(
  inputs: { file: string; kind: 'audio' | 'video'; startsAtMs: number }[],
  startedAtMs: number,
  output: string,
): Promise<void> {
  await run('ffmpeg', mixArgs(inputs, startedAtMs, output), {
    timeout: TOOL_TIMEOUT_MS,
    maxBuffer: 4 * 1024 * 1024,
  });
}
