/*
 * Many viewers in one process, each on its own socket, for the fan-out and polling scenarios.
 * Arguments: a JSON object { mode: 'push' | 'poll', baseUrl, streamId, viewers, pollMs }.
 * push: each viewer holds `GET /api/live?stream=` open and reads it with a minimal SSE reader;
 * poll: each viewer asks for the chat list every pollMs (the spec's fallback), with its own socket.
 * Every chat message the bench posts carries `ts=<epoch ms>.`: a viewer that sees one records
 * post-to-receipt latency. The parent sends 'measure' (start counting) and 'report'.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

const { mode, baseUrl, streamId, viewers, pollMs } = JSON.parse(process.argv[2] ?? '{}') as {
  mode: 'push' | 'poll';
  baseUrl: string;
  streamId: string;
  viewers: number;
  pollMs: number;
};
const { hostname, port } = new URL(baseUrl);
const MARK = /ts=(\d{13})\./g;
/**
 * Latency is read by a sample of viewers spread over the connection order (the server writes to
 * all alike); the others only count bytes, so this process's own CPU does not become the delay.
 */
const SAMPLE = 250;
const sampleEvery = Math.max(1, Math.floor(viewers / SAMPLE));

let measuring = false;
let bytes = 0;
let latencies: number[] = [];
let connected = 0;
let failed = 0;
let pollAnswers = 0;
let pollLatencies: number[] = [];

function seen(text: string, alreadySeen: Set<string>) {
  const now = Date.now();
  for (const match of text.matchAll(MARK)) {
    const mark = match[1] as string;
    if (alreadySeen.has(mark)) continue;
    alreadySeen.add(mark);
    if (alreadySeen.size > 500) alreadySeen.delete(alreadySeen.values().next().value as string);
    if (measuring) latencies.push(now - Number(mark));
  }
}

function openPushViewer(n: number) {
  const socket = connect(Number(port), hostname);
  const alreadySeen = new Set<string>();
  let tail = '';
  let open = false;
  socket.setNoDelay(true);
  socket.on('connect', () => {
    socket.write(
      `GET /api/live?stream=${streamId} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n` +
        `X-Forwarded-For: 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}\r\nUser-Agent: bench-viewer-${n}\r\n\r\n`,
    );
  });
  socket.on('data', (chunk: Buffer) => {
    if (measuring) bytes += chunk.length;
    if (open && n % sampleEvery !== 0) return;
    const text = tail + chunk.toString('latin1');
    if (!open) {
      if (!text.startsWith('HTTP/1.1 200')) {
        failed += 1;
        socket.destroy();
        return;
      }
      open = true;
      connected += 1;
    }
    if (n % sampleEvery === 0) {
      seen(text, alreadySeen);
      tail = text.slice(-40);
    }
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    if (open) connected -= 1;
  });
}

function startPollViewer(n: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const path = `/api/user/chat-messages/${streamId}?messageType=chat`;
  const headers = {
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    'accept-encoding': 'gzip, deflate, br',
  };
  const poll = () => {
    const started = Date.now();
    const call = request({ host: hostname, port, path, agent, headers }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      response.on('end', () => {
        if (measuring) {
          bytes += size;
          pollAnswers += 1;
          pollLatencies.push(Date.now() - started);
        }
        if (response.statusCode !== 200) failed += 1;
      });
    });
    call.on('error', () => {
      failed += 1;
    });
    call.end();
  };
  // Spread over the interval, as real pages open at different moments.
  setTimeout(
    () => {
      connected += 1;
      poll();
      setInterval(poll, pollMs);
    },
    Math.floor((n / viewers) * pollMs),
  );
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function openAll() {
  for (let n = 0; n < viewers; n += 1) {
    if (mode === 'push') openPushViewer(n);
    else startPollViewer(n);
    // Batches, so the listen backlog is never overrun.
    if (n % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'status') process.send?.({ type: 'status', connected, failed });
  if (message.type === 'measure') {
    measuring = true;
    bytes = 0;
    latencies = [];
    pollAnswers = 0;
    pollLatencies = [];
  }
  if (message.type === 'report') {
    process.send?.({
      type: 'report',
      connected,
      failed,
      bytes,
      received: latencies.length,
      sampled: Math.ceil(viewers / sampleEvery),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      pollAnswers,
      pollP50: percentile(pollLatencies, 50),
      pollP99: percentile(pollLatencies, 99),
    });
  }
});
process.on('disconnect', () => process.exit(0));
await openAll();
