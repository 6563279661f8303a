import { createParser } from 'eventsource-parser';

/**
 * Failed attempts in a row after which pages fall back to the spec's polling, once the stream
 * has worked; a stream that never opened (blocked, or an old server) falls back at once.
 */
export const FAILURES_BEFORE_FALLBACK = 3;
/** The wait before reconnecting until the server advises one with `retry:`. */
const DEFAULT_RETRY_MS = 2000;
/** Backoff never waits longer than this, so a recovered server is found again soon. */
const MAX_RETRY_MS = 30_000;
/**
 * The server writes at least a keep-alive comment every LIVE_HEARTBEAT_SECONDS (20 s); a stream
 * silent for this long went through a proxy or network that dropped it without closing it.
 */
const SILENCE_LIMIT_MS = 50_000;

export interface LiveStatus {
  /** `open`: events flow; `connecting`: (re)opening; `failing`: it keeps failing, pages poll. */
  state: 'connecting' | 'open' | 'failing';
  failures: number;
}

export interface LiveConnectionOptions {
  url: string;
  /** Headers for each attempt (read fresh, so a renewed token is used). */
  headers?: () => Record<string, string>;
  onEvent: (name: string, data: unknown) => void;
  onStatus: (status: LiveStatus) => void;
  /** The stream reopened and events may have been missed with no id to resume from. */
  onGap: () => void;
  /** The server answered 401: the connection stops for good. */
  onUnauthorized?: () => void;
  /** The first wait before reconnecting, until the server advises one. */
  retryMs?: number;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** The wait before the next attempt: doubling with failures, and spread so clients don't align. */
export function reconnectDelay(retryMs: number, failures: number, random = Math.random): number {
  const backoff = Math.min(retryMs * 2 ** Math.max(0, Math.min(failures, 6) - 1), MAX_RETRY_MS);
  return Math.round(backoff * (0.5 + random() / 2));
}

/**
 * Opens a `text/event-stream` with fetch (so headers such as the admin's bearer token travel in
 * the request, never the URL) and keeps it open: it reconnects after any end or failure, sends
 * `Last-Event-ID` to receive what it missed, honors the server's `retry:` advice and backs off
 * while failing. Returns the function that closes it.
 */
export function openLiveConnection(options: LiveConnectionOptions): () => void {
  const stop = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  let failures = 0;
  let everOpened = false;

  const report = (state: LiveStatus['state']) => {
    if (!stop.signal.aborted) options.onStatus({ state, failures });
  };

  /** One attempt; true when it should not be retried. */
  async function attempt(): Promise<boolean> {
    const current = new AbortController();
    const abortCurrent = () => {
      current.abort();
    };
    stop.signal.addEventListener('abort', abortCurrent, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(abortCurrent, SILENCE_LIMIT_MS);
    };
    try {
      const response = await fetch(options.url, {
        headers: {
          Accept: 'text/event-stream',
          ...options.headers?.(),
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        cache: 'no-store',
        signal: current.signal,
      });
      if (response.status === 401 && options.onUnauthorized) {
        options.onUnauthorized();
        return true;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
        void response.body?.cancel();
        failures += 1;
        return false;
      }
      heard();
      report('open');
      if (everOpened && lastEventId === undefined) options.onGap();
      everOpened = true;
      // A fresh parser per connection: a half-received event of the last one is dropped.
      const parser = createParser({
        onRetry: (ms) => {
          retryMs = ms;
        },
        onEvent: ({ event, data, id }) => {
          if (id !== undefined) lastEventId = id;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data) as unknown;
          } catch {
            return;
          }
          // Unnamed events are `message`, as the browser's EventSource names them.
          options.onEvent(event ?? 'message', parsed);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let received = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        // Bytes arrived: this connection works, whatever ends it later.
        if (!received) failures = 0;
        received = true;
        parser.feed(value);
      }
      if (!received) failures += 1;
      return false;
    } catch {
      if (!stop.signal.aborted) failures += 1;
      return false;
    } finally {
      clearTimeout(silence);
      stop.signal.removeEventListener('abort', abortCurrent);
    }
  }

  void (async () => {
    report('connecting');
    while (!stop.signal.aborted) {
      if (await attempt()) return;
      if (stop.signal.aborted) return;
      const allowed = everOpened ? FAILURES_BEFORE_FALLBACK : 1;
      report(failures >= allowed ? 'failing' : 'connecting');
      await wait(reconnectDelay(retryMs, failures), stop.signal);
    }
  })();

  return () => {
    stop.abort();
  };
}
