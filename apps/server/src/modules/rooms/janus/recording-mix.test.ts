import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridOf, mixStreams, recordedStreams } from './recording-mix';

const run = promisify(execFile);

/** What ffprobe reads of a file: its streams (type, size) and its duration in seconds. */
async function probe(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height:format=duration',
    '-of',
    'json',
    file,
  ]);
  const read = JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { duration: string };
  };
  return { streams: read.streams, duration: Number(read.format.duration) };
}

/** The mean brightness of one frame at `seconds` (0 black … 255 white), read as a 1×1 gray pixel. */
async function brightness(file: string, seconds: number, crop: string): Promise<number> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      `${crop},scale=1:1`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-',
    ],
    { encoding: 'buffer' },
  );
  return (stdout as Buffer)[0] as number;
}

describe('the mix of a Janus recording (ffmpeg)', () => {
  let dir: string;
  const startedAt = Date.parse('2026-11-27T12:00:00Z');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pm-mix-test-'));
    // What janus-pp-rec makes of Janus's files: VP8 in WebM per camera, Opus per microphone.
    const synth = (name: string, source: string, codec: string[]) =>
      run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', source, ...codec, path.join(dir, name)]);
    const video = (name: string, color: string, seconds: number) =>
      synth(name, `color=c=${color}:s=640x480:r=15:d=${seconds}`, ['-c:v', 'libvpx', '-b:v', '300k']);
    const audio = (name: string, seconds: number) =>
      synth(name, `sine=f=440:d=${seconds}`, ['-c:a', 'libopus']);
    await Promise.all([
      video('a.webm', 'white', 4),
      video('b.webm', 'white', 2),
      audio('a.opus', 4),
      audio('b.opus', 2),
    ]);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lays the cameras out in a grid of even cells filling 1280×720', () => {
    expect(gridOf(1)).toEqual({ width: 1280, height: 720, cells: [[0, 0]] });
    expect(gridOf(2).cells).toEqual([
      [0, 0],
      [640, 0],
    ]);
    const five = gridOf(5);
    expect([five.width, five.height]).toEqual([426, 360]);
    expect(five.cells[4]).toEqual([426, 360]);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 9, 12])
      for (const [x, y] of gridOf(n).cells) {
        expect(x + gridOf(n).width).toBeLessThanOrEqual(1280);
        expect(y + gridOf(n).height).toBeLessThanOrEqual(720);
      }
  });

  it('mixes two people into one WebM: both cameras side by side, the later one black until it starts, both voices', async () => {
    const output = path.join(dir, 'mixed.webm');
    await mixStreams(
      [
        { file: path.join(dir, 'a.webm'), kind: 'video', startsAtMs: startedAt },
        { file: path.join(dir, 'a.opus'), kind: 'audio', startsAtMs: startedAt },
        // The second person joins 2 s into the recording.
        { file: path.join(dir, 'b.webm'), kind: 'video', startsAtMs: startedAt + 2000 },
        { file: path.join(dir, 'b.opus'), kind: 'audio', startsAtMs: startedAt + 2000 },
      ],
      startedAt,
      output,
    );
    const { streams, duration } = await probe(output);
    expect(streams).toContainEqual(
      expect.objectContaining({ codec_type: 'video', codec_name: 'vp8', width: 1280, height: 720 }),
    );
    expect(streams).toContainEqual(expect.objectContaining({ codec_type: 'audio', codec_name: 'opus' }));
    expect(duration).toBeGreaterThan(3.5);
    expect(duration).toBeLessThan(5);
    // Left cell: the first camera from the start; right cell: black at 1 s, the second camera at 3 s.
    const left = 'crop=640:360:0:180';
    const right = 'crop=640:360:640:180';
    expect(await brightness(output, 1, left)).toBeGreaterThan(200);
    expect(await brightness(output, 1, right)).toBeLessThan(30);
    expect(await brightness(output, 3, right)).toBeGreaterThan(200);
  }, 60_000);

  it('reads only the streams Janus wrote with a packet in them, and nothing from a folder that is not there', async () => {
    expect(await recordedStreams(path.join(dir, 'nenhuma'))).toEqual([]);
    // A file named like Janus's but without a header (a recorder that never got a packet) is left out.
    await writeFile(path.join(dir, 'videoroom-1-user-2-1700000000000000-video-0.mjr'), 'MJR00002');
    await writeFile(path.join(dir, 'leia-me.txt'), 'não é gravação');
    expect(await recordedStreams(dir)).toEqual([]);
  });
});
