/**
 * An event id as the live hub writes it: the server's run, a dash, the event's number, and for
 * a channel's resumable events a cursor after it.
 */
export const EVENT_ID = /^[\w-]+-\d+(\.[0-9a-f]+\.\d+)?$/;

/** One server-sent event as a client parses it. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Every event so far, in order (comments such as `: ping` are not events). */
  events: ReceivedEvent[];
  /** The `retry:` the server asked for. */
  retry: number | undefined;
  /** The last id seen, as a browser would send it back in Last-Event-ID. */
  lastEventId: string | undefined;
  /** Resolves with the first event (already received or not) that matches; rejects if the stream ends first. */
  next(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A minimal event-stream reader over fetch, as the panel's reader works: parses `id`, `event`,
 * `data` and `retry` lines, and lets a test wait for an event instead of sleeping.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const client: EventStreamClient = {
    status: response.status,
    headers: response.headers,
    events,
    retry: undefined,
    lastEventId: undefined,
    next(match) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen += 1) {
            const event = events[seen]!;
            if (match(event)) {
              waiters.delete(check);
              resolve(event);
              return;
            }
          }
          if (done) {
            waiters.delete(check);
            reject(new Error('the event stream ended first'));
          }
        };
        waiters.add(check);
        check();
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  client.ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      await response.text().catch(() => '');
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data: string | undefined;
          let id: string | undefined;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon === 0) continue;
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event = value;
            else if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
            else if (field === 'id') id = client.lastEventId = value;
            else if (field === 'retry') client.retry = Number(value);
          }
          if (data !== undefined) events.push({ id, event, data: JSON.parse(data) });
        }
        notify();
      }
    } catch {
      // Aborted by the test, or cut by the server.
    } finally {
      done = true;
      notify();
    }
  })();
  return client;
}
