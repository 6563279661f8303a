/*
 * Viewers of the biggest-Sunday scenario, each on its own socket, holding the live stream's event
 * stream open on one of the instances (viewer n on instance n mod 2) and reading it as a browser's
 * EventSource would, as cheaply as the small machine allows: per frame only its `id:` and `event:`
 * lines, and for chat-message events the message number `#<n>` and post time `ts=<ms>.` the
 * writer put in the text. When its socket closes the viewer waits the `retry:` the server gave and
 * reconnects to the other live instance with `Last-Event-ID`, as a load balancer would route it.
 *
 * Arguments: a JSON object { targets: [baseUrl, ...], streamId, first, count, sampleEvery,
 * maxMessage }. Messages from the parent: 'status', 'measure', { type: 'dead', target },
 * { type: 'report', acknowledged: number[] }.
 */
import { connect, type Socket } from 'node:net';

const { targets, streamId, first, count, sampleEvery, maxMessage } = JSON.parse(
  process.argv[2] ?? '{}',
) as {
  targets: string[];
  streamId: string;
  first: number;
  count: number;
  sampleEvery: number;
  maxMessage: number;
};
const addresses = targets.map((url) => {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port) };
});
const CHAT = /#(\d+) ts=(\d{13})\./;
/** A browser's own delay when the server named none. */
const DEFAULT_RETRY_MS = 3000;
/** Reconnections a viewer tries after losing its stream before giving up. */
const MAX_ATTEMPTS = 5;

interface Viewer {
  n: number;
  home: number;
  target: number;
  socket: Socket | undefined;
  open: boolean;
  inBody: boolean;
  tail: string;
  lastId: string | undefined;
  lastSeq: number;
  retryMs: number;
  chats: number;
  duplicates: number;
  resets: number;
  closes: number;
  reconnects: number;
  attempts: number;
  closedAt: number;
  received: Uint8Array;
  /** The frame being read. */
  id: string | undefined;
  event: string;
  data: string;
}

const dead = new Set<number>();
const viewers: Viewer[] = [];
let measuring = false;
let stopping = false;
let connected = 0;
let failed = 0;
/** Post-to-receipt latency of sampled viewers, by the instance they read it from. */
const latencies: number[][] = targets.map(() => []);
const reconnectTimes: number[] = [];

function dispatch(viewer: Viewer) {
  // As EventSource: an id field sets the last event id, with or without an event.
  const id = viewer.id;
  if (id !== undefined) viewer.lastId = id;
  const event = viewer.event;
  if (event === 'reset') {
    viewer.resets += 1;
    // Starting over: what came before this instance says nothing of its order.
    viewer.lastSeq = -1;
  } else if (event === 'chat-message') {
    viewer.chats += 1;
    let duplicate = false;
    // A private channel's ids (with a `.tag.count` suffix) are ordered on their own.
    if (id !== undefined && !id.includes('.')) {
      const seq = Number(id.slice(id.lastIndexOf('-') + 1));
      if (seq <= viewer.lastSeq) duplicate = true;
      viewer.lastSeq = seq;
    }
    const match = CHAT.exec(viewer.data);
    if (match) {
      const number = Number(match[1]);
      if (number <= maxMessage) {
        const byte = number >> 3;
        const bit = 1 << (number & 7);
        if ((viewer.received[byte] as number) & bit) duplicate = true;
        else viewer.received[byte] = (viewer.received[byte] as number) | bit;
      }
      if (measuring && viewer.n % sampleEvery === 0)
        latencies[viewer.target]?.push(Date.now() - Number(match[2]));
    }
    if (duplicate) viewer.duplicates += 1;
  }
  viewer.id = undefined;
  viewer.event = '';
  viewer.data = '';
}

/**
 * Reads complete lines. The response is chunked, and the server writes whole frames at a time, so
 * the chunk-size lines read as fields without a colon (ignored, as EventSource ignores unknown
 * fields) and the chunks' own line ends as empty frames.
 */
function read(viewer: Viewer, text: string) {
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    const lineEnd = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    if (lineEnd === start) dispatch(viewer);
    else {
      const first = text.charCodeAt(start);
      // i, e, d, r: the four fields an EventSource reads.
      if (first === 105 && text.startsWith('id: ', start))
        viewer.id = text.slice(start + 4, lineEnd);
      else if (first === 101 && text.startsWith('event: ', start))
        viewer.event = text.slice(start + 7, lineEnd);
      else if (first === 100 && text.startsWith('data: ', start))
        viewer.data = text.slice(start + 6, lineEnd);
      else if (first === 114 && text.startsWith('retry: ', start)) {
        const retry = Number(text.slice(start + 7, lineEnd));
        if (Number.isFinite(retry)) viewer.retryMs = retry;
      }
    }
    start = end + 1;
  }
  viewer.tail = start < text.length ? text.slice(start) : '';
}

function open(viewer: Viewer) {
  const { host, port } = addresses[viewer.target] as { host: string; port: number };
  const socket = connect(port, host);
  viewer.socket = socket;
  viewer.open = false;
  viewer.inBody = false;
  viewer.tail = '';
  viewer.id = undefined;
  viewer.event = '';
  viewer.data = '';
  const n = viewer.n;
  socket.setNoDelay(true);
  socket.on('connect', () => {
    socket.write(
      `GET /api/live?stream=${streamId} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/event-stream\r\n` +
        `X-Forwarded-For: 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}\r\n` +
        `User-Agent: bench-viewer-${n}\r\n` +
        (viewer.lastId === undefined ? '' : `Last-Event-ID: ${viewer.lastId}\r\n`) +
        '\r\n',
    );
  });
  socket.on('data', (chunk: Buffer) => {
    let text = viewer.tail + chunk.toString('latin1');
    if (!viewer.inBody) {
      if (!viewer.open) {
        if (text.length < 12) {
          viewer.tail = text;
          return;
        }
        if (!text.startsWith('HTTP/1.1 200')) {
          failed += 1;
          socket.destroy();
          return;
        }
        viewer.open = true;
        connected += 1;
        if (viewer.closedAt > 0) {
          reconnectTimes.push(Date.now() - viewer.closedAt);
          viewer.reconnects += 1;
          viewer.closedAt = 0;
          viewer.attempts = 0;
        }
      }
      const body = text.indexOf('\r\n\r\n');
      if (body < 0) {
        viewer.tail = text;
        return;
      }
      viewer.inBody = true;
      text = text.slice(body + 4);
    }
    read(viewer, text);
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    if (viewer.open) connected -= 1;
    viewer.open = false;
    viewer.socket = undefined;
    if (stopping) return;
    viewer.closes += 1;
    if (viewer.closedAt === 0) viewer.closedAt = Date.now();
    viewer.attempts += 1;
    if (viewer.attempts > MAX_ATTEMPTS) return;
    // The other live instance, as a load balancer would send the browser's next request.
    const others = targets.map((_, i) => i).filter((i) => i !== viewer.target && !dead.has(i));
    if (others.length > 0) viewer.target = others[0] as number;
    setTimeout(() => {
      if (!stopping) open(viewer);
    }, viewer.retryMs);
  });
}

function report(acknowledged: number[]) {
  const perHome = targets.map(() => ({
    viewers: 0,
    connected: 0,
    chats: 0,
    missing: 0,
    duplicates: 0,
    resets: 0,
    affected: 0,
    unexpectedCloses: 0,
  }));
  const drill = {
    reconnected: 0,
    missing: 0,
    duplicates: 0,
    resets: 0,
    affected: 0,
    gaveUp: 0,
  };
  for (const viewer of viewers) {
    let missing = 0;
    for (const number of acknowledged)
      if (!((viewer.received[number >> 3] as number) & (1 << (number & 7)))) missing += 1;
    const home = perHome[viewer.home];
    if (!home) continue;
    home.viewers += 1;
    if (viewer.open) home.connected += 1;
    home.chats += viewer.chats;
    home.missing += missing;
    home.duplicates += viewer.duplicates;
    home.resets += viewer.resets;
    const affected = missing > 0 || viewer.duplicates > 0 || viewer.resets > 0;
    if (affected) home.affected += 1;
    if (!dead.has(viewer.home)) home.unexpectedCloses += viewer.closes;
    if (viewer.closes > 0) {
      if (viewer.reconnects > 0) drill.reconnected += 1;
      else drill.gaveUp += 1;
      drill.missing += missing;
      drill.duplicates += viewer.duplicates;
      drill.resets += viewer.resets;
      if (affected) drill.affected += 1;
    }
  }
  return {
    type: 'report',
    connected,
    failed,
    perHome,
    drill,
    reconnectTimes,
    latencies,
  };
}

process.on('message', (message: { type: string; target?: number; acknowledged?: number[] }) => {
  if (message.type === 'status') process.send?.({ type: 'status', connected, failed });
  if (message.type === 'measure') measuring = true;
  if (message.type === 'dead' && message.target !== undefined) dead.add(message.target);
  if (message.type === 'report') {
    measuring = false;
    process.send?.(report(message.acknowledged ?? []));
  }
});
process.on('disconnect', () => {
  stopping = true;
  for (const viewer of viewers) viewer.socket?.destroy();
  process.exit(0);
});

for (let i = 0; i < count; i += 1) {
  const n = first + i;
  const home = n % targets.length;
  const viewer: Viewer = {
    n,
    home,
    target: home,
    socket: undefined,
    open: false,
    inBody: false,
    tail: '',
    lastId: undefined,
    lastSeq: -1,
    retryMs: DEFAULT_RETRY_MS,
    chats: 0,
    duplicates: 0,
    resets: 0,
    closes: 0,
    reconnects: 0,
    attempts: 0,
    closedAt: 0,
    received: new Uint8Array((maxMessage >> 3) + 1),
    id: undefined,
    event: '',
    data: '',
  };
  viewers.push(viewer);
  open(viewer);
  // Batches, so the listen backlog is never overrun.
  if (i % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 20));
}
