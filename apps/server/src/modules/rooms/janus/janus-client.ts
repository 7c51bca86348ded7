import { randomUUID } from 'node:crypto';

/** A WebRTC session description as Janus and the browser exchange it. */
export type TJsep = { type: 'offer' | 'answer'; sdp: string };

/** What Janus's REST transport answers or long-polls: a reply, an acknowledgement or a plugin event. */
export type TJanusMessage = {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> & { error_code?: number; error?: string } };
  jsep?: TJsep;
};

/** Janus answered with an error (its own or the VideoRoom plugin's), with its code. */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus ${code}: ${reason}`);
  }
}

/** How long a plugin request may wait for its event (a publish negotiates ICE before it answers). */
const EVENT_TIMEOUT_MS = 20_000;

function failureOf(message: TJanusMessage): JanusError | null {
  if (message.janus === 'error' && message.error)
    return new JanusError(message.error.code, message.error.reason);
  const data = message.plugindata?.data;
  if (data?.error_code !== undefined) return new JanusError(data.error_code, String(data.error ?? ''));
  return null;
}

/**
 * One Janus session over the REST transport, held by the server for one socket in one room. Requests are
 * POSTs; a plugin's asynchronous answer (an `event` with the request's transaction) arrives on the session's
 * long poll, which also keeps the session alive. The browser never sees Janus's address, session or handles.
 */
export class JanusSession {
  private readonly waiting = new Map<string, (message: TJanusMessage) => void>();
  /** Events that came on the poll before their POST returned its acknowledgement. */
  private readonly early = new Map<string, TJanusMessage>();
  private isOpen = true;
  private poll: AbortController | null = null;

  private constructor(
    private readonly url: string,
    readonly id: number,
    private readonly onEvent: (message: TJanusMessage) => void,
  ) {}

  /** Opens a session; `onEvent` hears what no request waits for (hangups, a feed that left). */
  static async open(url: string, onEvent: (message: TJanusMessage) => void): Promise<JanusSession> {
    const created = await post(url, { janus: 'create' });
    const id = created.data?.id;
    if (!id) throw failureOf(created) ?? new JanusError(0, 'no session');
    const session = new JanusSession(url, id, onEvent);
    void session.listen();
    return session;
  }

  async attach(plugin = 'janus.plugin.videoroom'): Promise<number> {
    const attached = await post(`${this.url}/${this.id}`, { janus: 'attach', plugin });
    const handle = attached.data?.id;
    if (!handle) throw failureOf(attached) ?? new JanusError(0, 'no handle');
    return handle;
  }

  async detach(handle: number): Promise<void> {
    await post(`${this.url}/${this.id}/${handle}`, { janus: 'detach' }).catch(() => undefined);
  }

  /**
   * A plugin request: a synchronous reply comes back at once; an asynchronous one (join, publish, start) is
   * acknowledged and answered by an event on the poll. Either way its error becomes a JanusError.
   */
  async request(handle: number, body: Record<string, unknown>, jsep?: TJsep): Promise<TJanusMessage> {
    const transaction = randomUUID();
    const reply = await post(
      `${this.url}/${this.id}/${handle}`,
      { janus: 'message', body, ...(jsep ? { jsep } : {}) },
      transaction,
    );
    const answer = reply.janus === 'ack' ? await this.eventOf(transaction) : reply;
    const failure = failureOf(answer);
    if (failure) throw failure;
    return answer;
  }

  private eventOf(transaction: string): Promise<TJanusMessage> {
    const arrived = this.early.get(transaction);
    if (arrived) {
      this.early.delete(transaction);
      return Promise.resolve(arrived);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(transaction);
        reject(new JanusError(0, 'timeout'));
      }, EVENT_TIMEOUT_MS);
      this.waiting.set(transaction, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  }

  private async listen(): Promise<void> {
    while (this.isOpen) {
      this.poll = new AbortController();
      const got = await fetch(`${this.url}/${this.id}?maxev=10`, { signal: this.poll.signal })
        .then((res) => res.json() as Promise<TJanusMessage | TJanusMessage[]>)
        .catch(() => null);
      if (!this.isOpen) return;
      if (got === null) {
        // Janus went away or the poll failed: try again shortly (the session ends if Janus forgot it).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      for (const message of Array.isArray(got) ? got : [got]) this.dispatch(message);
    }
  }

  private dispatch(message: TJanusMessage): void {
    if (message.janus === 'keepalive') return;
    // Only a request's answer carries its transaction; Janus's own notices (hangup, media) carry none.
    const transaction = message.janus === 'event' ? message.transaction : undefined;
    if (!transaction) {
      this.onEvent(message);
      return;
    }
    const waiter = this.waiting.get(transaction);
    if (waiter) {
      this.waiting.delete(transaction);
      waiter(message);
      return;
    }
    // The answer beat its POST's acknowledgement: kept for the request, dropped if nobody claims it.
    this.early.set(transaction, message);
    setTimeout(() => this.early.delete(transaction), EVENT_TIMEOUT_MS);
  }

  /** Ends the session: Janus tears down its handles (a publisher's feed leaves the room). */
  async destroy(): Promise<void> {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.poll?.abort();
    await post(`${this.url}/${this.id}`, { janus: 'destroy' }).catch(() => undefined);
  }
}

async function post(url: string, body: object, transaction: string = randomUUID()): Promise<TJanusMessage> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, transaction }),
    signal: AbortSignal.timeout(EVENT_TIMEOUT_MS),
  });
  return (await res.json()) as TJanusMessage;
}
