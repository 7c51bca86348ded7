/**
 * First-load weight of the public /home page, as a browser receives it (encoded bytes, as served).
 * Start the product first (`npm start`), then: node --import tsx bench/home-bundle.ts [http://127.0.0.1:3000]
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const BUDGET_KB = 250;

const browser = await launchChromium();
const page = await (await browser.newContext()).newPage();
const scripts: { url: string; encoded: number; decoded: number; gzip: number; encoding: string }[] = [];
const pending: Promise<void>[] = [];
page.on('requestfinished', (request) => {
  if (request.resourceType() === 'script') pending.push(measure(request));
});
async function measure(request: import('playwright-core').Request) {
  const response = await request.response();
  const sizes = await request.sizes();
  const body = (await response?.body()) ?? Buffer.alloc(0);
  scripts.push({
    url: new URL(request.url()).pathname,
    encoded: sizes.responseBodySize,
    decoded: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
  });
}
await page.goto(`${baseURL}/home`, { waitUntil: 'networkidle' });
// The bodies are read while the page is open: closing first would fail the reads still in flight.
await Promise.all(pending);
await browser.close();

const total = (key: 'encoded' | 'decoded' | 'gzip') => scripts.reduce((sum, s) => sum + s[key], 0) / 1024;
console.log(
  `/home: ${scripts.length} scripts; as served ${total('encoded').toFixed(1)} KB; gzip ${total('gzip').toFixed(1)} KB; uncompressed ${total('decoded').toFixed(1)} KB`,
);
console.log(`encodings: ${[...new Set(scripts.map((s) => s.encoding))].join(', ')}`);
console.log(`budget ${BUDGET_KB} KB gzip: ${total('gzip') <= BUDGET_KB ? 'met' : 'NOT met'}`);
