/** The first MediaRecorder format this browser writes (Chromium/Firefox: WebM, Safari: MP4). */
function recordingType(): string {
  const types = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  return types.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 15;
/** MediaRecorder hands a part every this many milliseconds; each part is uploaded as it comes. */
const PART_MS = 2000;

/**
 * The composite of a session, recorded in the moderator's browser: every video the moderator sees drawn in a
 * grid on a canvas, every audio mixed, written by MediaRecorder in parts that go to `onPart` one after the
 * other (the server joins them in order). `sources` is read on each frame, so people who join are recorded.
 */
export class SessionRecorder {
  private readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly mix = this.audio.createMediaStreamDestination();
  private readonly videos = new Map<string, HTMLVideoElement>();
  private readonly mixed = new Set<string>();
  private readonly recorder: MediaRecorder;
  private timer: ReturnType<typeof setInterval> | undefined;
  private seq = 0;
  private uploads: Promise<unknown> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly sources: () => MediaStream[],
    private readonly onPart: (seq: number, part: Blob) => Promise<unknown>,
  ) {
    this.canvas.width = WIDTH;
    this.canvas.height = HEIGHT;
    const stream = new MediaStream([
      ...this.canvas.captureStream(FPS).getVideoTracks(),
      ...this.mix.stream.getAudioTracks(),
    ]);
    this.recorder = new MediaRecorder(stream, { mimeType: recordingType() });
    this.recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size === 0) return;
      const seq = this.seq++;
      // In order, one at a time: a part waits for the one before it.
      this.uploads = this.uploads.then(() =>
        this.onPart(seq, event.data).catch((error: unknown) => {
          this.failure = error;
        }),
      );
    });
  }

  start(): void {
    this.draw();
    this.timer = setInterval(() => this.draw(), 1000 / FPS);
    this.recorder.start(PART_MS);
  }

  /** Stops recording; resolves once the last part is uploaded (rejects if a part could not be sent). */
  async stop(): Promise<void> {
    if (this.recorder.state !== 'inactive') {
      const stopped = new Promise((resolve) =>
        this.recorder.addEventListener('stop', resolve, { once: true }),
      );
      this.recorder.stop();
      await stopped;
    }
    clearInterval(this.timer);
    for (const video of this.videos.values()) video.srcObject = null;
    this.videos.clear();
    await this.audio.close();
    await this.uploads;
    if (this.failure) throw this.failure;
  }

  private videoOf(stream: MediaStream): HTMLVideoElement {
    let video = this.videos.get(stream.id);
    if (!video) {
      video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      void video.play().catch(() => undefined);
      this.videos.set(stream.id, video);
    }
    if (!this.mixed.has(stream.id) && stream.getAudioTracks().length > 0) {
      this.audio.createMediaStreamSource(stream).connect(this.mix);
      this.mixed.add(stream.id);
    }
    return video;
  }

  private draw(): void {
    const context = this.canvas.getContext('2d');
    if (!context) return;
    const streams = this.sources();
    context.fillStyle = '#000';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    const columns = Math.max(1, Math.ceil(Math.sqrt(streams.length)));
    const rows = Math.max(1, Math.ceil(streams.length / columns));
    const cellWidth = WIDTH / columns;
    const cellHeight = HEIGHT / rows;
    streams.forEach((stream, index) => {
      const video = this.videoOf(stream);
      if (video.videoWidth === 0) return;
      // Fit the frame in its cell, keeping its proportions.
      const scale = Math.min(cellWidth / video.videoWidth, cellHeight / video.videoHeight);
      const width = video.videoWidth * scale;
      const height = video.videoHeight * scale;
      const x = (index % columns) * cellWidth + (cellWidth - width) / 2;
      const y = Math.floor(index / columns) * cellHeight + (cellHeight - height) / 2;
      context.drawImage(video, x, y, width, height);
    });
  }
}
