import type { BrowserContext, Page } from 'playwright-core';

/** A socket.io event as it came over the page's WebSocket: [name, payload]. */
export type TTapFrame = [string, unknown];

type TTappedWindow = Window & { __tapFrames: TTapFrame[]; __tapSockets: WebSocket[] };

/**
 * Taps the pages of a context: every socket.io event each WebSocket receives is kept, and the page's own
 * socket can be written to as-is (a crafted action, as a tampered browser would send it). Before any page loads.
 */
export async function tapSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tapped = window as unknown as TTappedWindow;
    tapped.__tapFrames = [];
    tapped.__tapSockets = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        tapped.__tapSockets.push(this);
        this.addEventListener('message', (event) => {
          // Engine.io message (4) carrying a socket.io event (2) on the main namespace.
          if (typeof event.data === 'string' && event.data.startsWith('42'))
            tapped.__tapFrames.push(JSON.parse(event.data.slice(2)) as TTapFrame);
        });
      }
    };
  });
}

/** The socket.io events the page received so far. */
export const tappedFrames = (page: Page): Promise<TTapFrame[]> =>
  page.evaluate(() => (window as unknown as TTappedWindow).__tapFrames);

/** Emits an event through the page's open socket, bypassing the app (as a tampered page would). */
export function emitThroughPage(page: Page, event: string, payload: unknown): Promise<void> {
  return page.evaluate(
    ([name, data]) => {
      const open = (window as unknown as TTappedWindow).__tapSockets.filter((s) => s.readyState === 1);
      const socket = open.at(-1);
      if (!socket) throw new Error('no open socket on the page');
      socket.send(`42${JSON.stringify([name, data])}`);
    },
    [event, payload] as const,
  );
}
