/**
 * Janus alone, before the product's Janus mode exists (issue 16): how many headless viewers one presenter reaches
 * through the VideoRoom SFU on this machine. This script plays the part the server will play: it holds the Janus
 * session (REST transport) and relays each page's SDP, so the pages never talk to Janus's API.
 *  - presenter: a Chromium page with the fake camera; `join` as publisher, `publish` with its offer;
 *  - viewers: a page each; `join` as subscriber to the presenter's feed (Janus offers), the page answers, `start`.
 * For each N: whether every viewer decodes frames (`videoWidth` > 0) and the join time (page open → frame) p50/p95.
 * Start Janus first (`apt-get install janus`, then `janus -F /etc/janus`), then:
 *   node --import tsx bench/janus-fanout.ts [http://127.0.0.1:8088/janus]
 * BENCH_VIEWERS (3,10,20), BENCH_TIMEOUT_S (60). Uses the demo room 1234 of Debian's videoroom configuration.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

const janusUrl = process.argv[2] ?? 'http://127.0.0.1:8088/janus';
const viewerSteps = (process.env.BENCH_VIEWERS ?? '3,10,20').split(',').map(Number);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 60) * 1000;
const ROOM = 1234;

type TJsep = { type: 'offer' | 'answer'; sdp: string };
type TJanusEvent = {
  janus: string;
  sender?: number;
  transaction?: string;
  data?: { id: number };
  plugindata?: { data: { id?: number; error?: string } };
  jsep?: TJsep;
};

let transactions = 0;
async function post(path: string, body: object): Promise<TJanusEvent> {
  const res = await fetch(`${janusUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify({ ...body, transaction: `t${++transactions}` }),
  });
  return (await res.json()) as TJanusEvent;
}

/** One Janus session: long-polls its events; `message` answers a plugin request's event (or its sync reply). */
async function openSession() {
  const id = (await post('', { janus: 'create' })).data?.id;
  if (!id) throw new Error('Janus não criou a sessão');
  const pending = new Map<string, (event: TJanusEvent) => void>();
  const early = new Map<string, TJanusEvent>();
  let isOpen = true;
  void (async () => {
    while (isOpen) {
      const res = await fetch(`${janusUrl}/${id}?maxev=5`).catch(() => null);
      const got = res ? ((await res.json()) as TJanusEvent | TJanusEvent[]) : [];
      for (const event of Array.isArray(got) ? got : [got]) {
        if (event.janus !== 'event' || !event.transaction) continue;
        // The event may come before the request's own reply (the ack): kept until it is asked for.
        const waiting = pending.get(event.transaction);
        if (waiting) waiting(event);
        else early.set(event.transaction, event);
      }
    }
  })();
  return {
    attach: async () => {
      const handle = (await post(`/${id}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id;
      if (!handle) throw new Error('Janus não ligou o plugin');
      return handle;
    },
    message: async (handle: number, body: object, jsep?: TJsep): Promise<TJanusEvent> => {
      const ack = await post(`/${id}/${handle}`, { janus: 'message', body, ...(jsep ? { jsep } : {}) });
      if (ack.janus !== 'ack' || !ack.transaction) return ack;
      const transaction = ack.transaction;
      const arrived = early.get(transaction);
      if (arrived) return arrived;
      return new Promise((resolve) => pending.set(transaction, resolve));
    },
    close: () => {
      isOpen = false;
    },
  };
}

/**
 * Defined in each page: resolves when ICE gathering ends (at most 3 s), so the description holds its candidates.
 * Plain JavaScript text: a function passed from here would carry the TypeScript loader's helpers into the page.
 */
const DEFINE_GATHERED = `window.gathered = (pc) => new Promise((resolve) => {
  const done = () => pc.iceGatheringState === 'complete' && resolve();
  pc.addEventListener('icegatheringstatechange', done);
  done();
  setTimeout(resolve, 3000);
});`;
type TPageWindow = { gathered: (pc: RTCPeerConnection) => Promise<void> };

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript({ content: DEFINE_GATHERED });
  const page = await context.newPage();
  await page.goto(pageUrl);
  return page;
}

async function presenterOffer(page: Page): Promise<TJsep> {
  return page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: 640, height: 360 },
      audio: true,
    });
    const pc = new RTCPeerConnection();
    Object.assign(window, { pc });
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    await pc.setLocalDescription(await pc.createOffer());
    await (window as unknown as TPageWindow).gathered(pc);
    return { type: 'offer' as const, sdp: pc.localDescription?.sdp ?? '' };
  });
}

async function viewerAnswer(page: Page, offer: TJsep): Promise<TJsep> {
  return page.evaluate(async (remote) => {
    const pc = new RTCPeerConnection();
    const video = Object.assign(document.createElement('video'), { muted: true, autoplay: true });
    document.body.append(video);
    Object.assign(window, { pc, video });
    pc.ontrack = (event) => {
      video.srcObject = event.streams[0] ?? new MediaStream([event.track]);
    };
    await pc.setRemoteDescription(remote);
    await pc.setLocalDescription(await pc.createAnswer());
    await (window as unknown as TPageWindow).gathered(pc);
    return { type: 'answer' as const, sdp: pc.localDescription?.sdp ?? '' };
  }, offer);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

// A secure page (getUserMedia needs one) to open the pages on.
const web = createServer((_request, response) =>
  response.end('<!doctype html><title>janus</title><body></body>'),
);
await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
const pageUrl = `http://localhost:${(web.address() as AddressInfo).port}/`;
const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    // Janus cannot resolve Chromium's mDNS host candidates.
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ],
});
const session = await openSession();
const presenter = await newPage();
const presenterHandle = await session.attach();
const joined = await session.message(presenterHandle, { request: 'join', ptype: 'publisher', room: ROOM });
const feed = joined.plugindata?.data.id;
if (!feed) throw new Error(`a apresentadora não entrou: ${JSON.stringify(joined.plugindata)}`);
const published = await session.message(
  presenterHandle,
  { request: 'publish' },
  await presenterOffer(presenter),
);
await presenter.evaluate(
  (answer) => (window as unknown as { pc: RTCPeerConnection }).pc.setRemoteDescription(answer),
  published.jsep as TJsep,
);

for (const viewers of viewerSteps) {
  const pages: Page[] = [];
  const joins = await Promise.all(
    Array.from({ length: viewers }, async () => {
      const started = performance.now();
      const page = await newPage();
      pages.push(page);
      const handle = await session.attach();
      const attached = await session.message(handle, {
        request: 'join',
        ptype: 'subscriber',
        room: ROOM,
        streams: [{ feed }],
      });
      await session.message(handle, { request: 'start' }, await viewerAnswer(page, attached.jsep as TJsep));
      const ok = await page
        .waitForFunction(
          () => (window as unknown as { video: HTMLVideoElement }).video.videoWidth > 0,
          null,
          {
            timeout: timeoutMs,
          },
        )
        .then(() => true)
        .catch(() => false);
      return { ok, ms: performance.now() - started };
    }),
  );
  const times = joins.map((join) => join.ms);
  const received = joins.filter((join) => join.ok).length;
  console.log(
    `viewers ${viewers}: ${received}/${viewers} decoding frames; join p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
  await Promise.all(pages.map((page) => page.context().close()));
  if (received < viewers) break;
}
session.close();
await browser.close();
web.close();
