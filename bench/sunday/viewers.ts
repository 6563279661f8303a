/*
 * Viewers of the biggest-Sunday scenario, each on its own socket, holding the live stream's event
 * stream open on one of the instances (viewer n on instance n mod 2) and reading it as a browser's
 * EventSource would, as cheaply as the small machine allows: per frame only its `id:` and `event:`
 * lines, and for chat-message events the message number `#<n>` and post time `ts=<ms>.` the
 * writer put in the text. When its socket closes the viewer waits as the site's own live
 * connection does (the server's `retry:`, spread, and doubling while attempts fail) and reconnects
 * to the other live instance with `Last-Event-ID`, as a load balancer would route it.
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
/** The site's live connection never waits longer than this between attempts. */
const MAX_RETRY_MS = 30_000;

/** The site's live connection's wait: the advised delay, doubling with failures, spread. */
function reconnectDelay(retryMs: number, failures: number) {
  const backoff = Math.min(retryMs * 2 ** Math.max(0, Math.min(failures, 6) - 1), MAX_RETRY_MS);
  return Math.round(backoff * (0.5 + Math.random() / 2));
}

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
  /** Chat events whose id is not after the previous one: the same event delivered again. */
  duplicates: number;
  /** One message number in two events of different ids: a post stored twice (a resent write). */
  twice: number;
  resets: number;
  closes: number;
  reconnects: number;
  /** Attempts in a row that got no stream, as the site's connection counts them for backoff. */
  failures: number;
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
/** The same receipts as message numbers and times, to set against when each was stored. */
const receipts: { numbers: number[]; times: number[] }[] = targets.map(() => ({
  numbers: [],
  times: [],
}));
const reconnectTimes: number[] = [];
/** Why reopening attempts failed: the status line's code, or the socket's error. */
const refusals = new Map<string, number>();
const refused = (reason: string) => refusals.set(reason, (refusals.get(reason) ?? 0) + 1);

/** Events of each name all viewers received while measuring. */
const eventCounts = new Map<string, number>();

function dispatch(viewer: Viewer) {
  // As EventSource: an id field sets the last event id, with or without an event.
  const id = viewer.id;
  if (id !== undefined) viewer.lastId = id;
  const event = viewer.event;
  if (measuring && (event !== '' || viewer.data !== ''))
    eventCounts.set(event || 'message', (eventCounts.get(event || 'message') ?? 0) + 1);
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
        if ((viewer.received[byte] as number) & bit) {
          if (!duplicate) viewer.twice += 1;
        } else viewer.received[byte] = (viewer.received[byte] as number) | bit;
      }
      if (measuring && viewer.n % sampleEvery === 0) {
        const now = Date.now();
        latencies[viewer.target]?.push(now - Number(match[2]));
        receipts[viewer.target]?.numbers.push(number);
        receipts[viewer.target]?.times.push(now);
      }
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
          refused(text.slice(9, 12));
          viewer.failures += 1;
          socket.destroy();
          return;
        }
        viewer.open = true;
        connected += 1;
        if (viewer.closedAt > 0) {
          reconnectTimes.push(Date.now() - viewer.closedAt);
          viewer.reconnects += 1;
          viewer.closedAt = 0;
          viewer.failures = 0;
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
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (!viewer.open && !stopping) {
      refused(error.code ?? 'error');
      viewer.failures += 1;
    }
  });
  socket.on('close', () => {
    if (viewer.open) connected -= 1;
    viewer.open = false;
    viewer.socket = undefined;
    if (stopping) return;
    viewer.closes += 1;
    if (viewer.closedAt === 0) viewer.closedAt = Date.now();
    // The other live instance, as a load balancer would send the browser's next request.
    const others = targets.map((_, i) => i).filter((i) => i !== viewer.target && !dead.has(i));
    if (others.length > 0) viewer.target = others[0] as number;
    setTimeout(
      () => {
        if (!stopping) open(viewer);
      },
      reconnectDelay(viewer.retryMs, viewer.failures),
    );
  });
}

function missingOf(viewer: Viewer, numbers: number[]) {
  let missing = 0;
  for (const number of numbers)
    if (!((viewer.received[number >> 3] as number) & (1 << (number & 7)))) missing += 1;
  return missing;
}

function report(acknowledged: number[], stored: number[]) {
  const perHome = targets.map(() => ({
    viewers: 0,
    connected: 0,
    chats: 0,
    missing: 0,
    missingStored: 0,
    duplicates: 0,
    twice: 0,
    resets: 0,
    affected: 0,
    unexpectedCloses: 0,
  }));
  const drill = {
    reconnected: 0,
    missing: 0,
    missingStored: 0,
    duplicates: 0,
    twice: 0,
    resets: 0,
    affected: 0,
    notBack: 0,
    awaitingAnswer: 0,
  };
  for (const viewer of viewers) {
    const missing = missingOf(viewer, acknowledged);
    const missingStored = missingOf(viewer, stored);
    const home = perHome[viewer.home];
    if (!home) continue;
    home.viewers += 1;
    if (viewer.open) home.connected += 1;
    home.chats += viewer.chats;
    home.missing += missing;
    home.missingStored += missingStored;
    home.duplicates += viewer.duplicates;
    home.twice += viewer.twice;
    home.resets += viewer.resets;
    const affected = missingStored > 0 || missing > 0 || viewer.duplicates > 0 || viewer.resets > 0;
    if (affected) home.affected += 1;
    if (!dead.has(viewer.home)) home.unexpectedCloses += viewer.closes;
    if (viewer.closes > 0) {
      if (viewer.open) drill.reconnected += 1;
      else {
        drill.notBack += 1;
        // Connected to an instance that has not yet answered the request for the stream.
        if (viewer.socket && !viewer.socket.connecting) drill.awaitingAnswer += 1;
      }
      drill.missing += missing;
      drill.missingStored += missingStored;
      drill.duplicates += viewer.duplicates;
      drill.twice += viewer.twice;
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
    refusals: Object.fromEntries(refusals),
    eventCounts: Object.fromEntries(eventCounts),
    latencies,
    receipts,
  };
}

process.on(
  'message',
  (message: { type: string; target?: number; acknowledged?: number[]; stored?: number[] }) => {
    if (message.type === 'status') process.send?.({ type: 'status', connected, failed });
    if (message.type === 'measure') measuring = true;
    if (message.type === 'dead' && message.target !== undefined) dead.add(message.target);
    if (message.type === 'report') {
      measuring = false;
      process.send?.(report(message.acknowledged ?? [], message.stored ?? []));
    }
  },
);
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
    twice: 0,
    resets: 0,
    closes: 0,
    reconnects: 0,
    failures: 0,
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
