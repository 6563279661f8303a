import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAILURES_BEFORE_FALLBACK,
  openLiveConnection,
  reconnectDelay,
  type LiveStatus,
} from './live-connection.js';

type Handler = (request: { headers: IncomingHttpHeaders }, response: ServerResponse) => void;

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A tiny event-stream server answering each request with the next handler (the last repeats). */
async function serve(handlers: Handler[]) {
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    requests.push(request.headers);
    const handler = handlers[Math.min(requests.length, handlers.length) - 1];
    handler?.(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/api/live?stream=s1`, requests };
}

const sse = (response: ServerResponse, body: string, end = false) => {
  if (!response.headersSent) response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(body);
  if (end) response.end();
};

function open(url: string, extra: Partial<Parameters<typeof openLiveConnection>[0]> = {}) {
  const events: [string, unknown][] = [];
  const statuses: LiveStatus[] = [];
  const onGap = vi.fn();
  const close = openLiveConnection({
    url,
    retryMs: 20,
    onEvent: (name, data) => events.push([name, data]),
    onStatus: (status) => statuses.push(status),
    onGap,
    ...extra,
  });
  closers.push(close);
  return { events, statuses, onGap, close };
}

describe('the live connection', () => {
  it('delivers named JSON events and resumes after a drop with Last-Event-ID', async () => {
    const { url, requests } = await serve([
      (_request, response) => {
        sse(response, 'retry: 20\n\nid: e-1\nevent: comment\ndata: {"text":"one"}\n\n', true);
      },
      (_request, response) => {
        sse(response, 'id: e-2\nevent: chat-message\ndata: {"text":"two"}\n\n');
      },
    ]);
    const { events, onGap } = open(url, {
      headers: () => ({ Authorization: 'Bearer token' }),
    });
    await vi.waitFor(() => {
      expect(events).toEqual([
        ['comment', { text: 'one' }],
        ['chat-message', { text: 'two' }],
      ]);
    });
    expect(requests[0]?.['last-event-id']).toBeUndefined();
    expect(requests[0]?.authorization).toBe('Bearer token');
    expect(requests[0]?.accept).toBe('text/event-stream');
    expect(requests[1]?.['last-event-id']).toBe('e-1');
    expect(onGap).not.toHaveBeenCalled();
  });

  it('reads events cut anywhere, with CRLF line ends, and names unnamed ones message', async () => {
    const whole =
      'id: 7\r\nevent: chat-message\r\ndata: {"n":\r\ndata: 1}\r\n\r\ndata: {"n":2}\r\n\r\n';
    const { url } = await serve([
      (_request, response) => {
        sse(response, whole.slice(0, 9));
        sse(response, whole.slice(9, 40));
        sse(response, whole.slice(40));
      },
    ]);
    const { events } = open(url);
    await vi.waitFor(() => {
      expect(events).toEqual([
        ['chat-message', { n: 1 }],
        ['message', { n: 2 }],
      ]);
    });
  });

  it('reports a gap when it reopens without an id to resume from', async () => {
    const { url } = await serve([
      (_request, response) => {
        sse(response, ': ping\n\n', true);
      },
      (_request, response) => {
        sse(response, ': ping\n\n');
      },
    ]);
    const { onGap } = open(url);
    await vi.waitFor(() => {
      expect(onGap).toHaveBeenCalledTimes(1);
    });
  });

  it('falls back at once when it never opened, and recovers when the server does', async () => {
    let healthy = false;
    const { url } = await serve([
      (_request, response) => {
        if (healthy) sse(response, ': ping\n\n');
        else response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      },
    ]);
    const { statuses } = open(url);
    await vi.waitFor(() => {
      expect(statuses.at(-1)?.state).toBe('failing');
    });
    expect(statuses.slice(0, 2)).toEqual([
      { state: 'connecting', failures: 0 },
      { state: 'failing', failures: 1 },
    ]);
    healthy = true;
    await vi.waitFor(
      () => {
        expect(statuses.at(-1)?.state).toBe('open');
      },
      { timeout: 10_000 },
    );
  });

  it('once it has worked, falls back only after repeated failures', async () => {
    let opened = false;
    const { url } = await serve([
      (_request, response) => {
        if (opened) {
          response.writeHead(503).end();
          return;
        }
        opened = true;
        sse(response, ': ping\n\n', true);
      },
    ]);
    const { statuses } = open(url);
    await vi.waitFor(() => {
      expect(statuses.at(-1)?.state).toBe('failing');
    });
    const firstFailing = statuses.findIndex((status) => status.state === 'failing');
    expect(statuses[firstFailing]?.failures).toBe(FAILURES_BEFORE_FALLBACK);
    expect(statuses.slice(0, firstFailing).map((status) => status.state)).toContain('open');
  });

  it('stops for good on 401', async () => {
    const { url, requests } = await serve([
      (_request, response) => {
        response.writeHead(401).end();
      },
    ]);
    const onUnauthorized = vi.fn();
    open(url, { onUnauthorized });
    await vi.waitFor(() => {
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
    expect(requests).toHaveLength(1);
  });

  it('backs off doubling up to a bound, spread between half and all of it', () => {
    expect(reconnectDelay(1000, 1, () => 1)).toBe(1000);
    expect(reconnectDelay(1000, 3, () => 1)).toBe(4000);
    expect(reconnectDelay(1000, 3, () => 0)).toBe(2000);
    expect(reconnectDelay(1000, 50, () => 1)).toBe(30_000);
  });
});
