/*
 * The biggest Sunday's people who write and read, at fixed rates (not closed-loop: a slow answer
 * does not slow the next request, and latency counts from the moment a request was due, so p99 is
 * honest). Request k goes to instance k mod 2, or to the survivor once the parent says one died;
 * a request its instance refused by dying is sent once more to the other and counted apart.
 *
 * Arguments: a JSON object { role: 'writes' | 'reads', targets, streamId, seconds, chatRate,
 * reactionRate, answers, pageRate, listRate }. Messages from the parent: { type: 'go', momentId },
 * { type: 'dead', target }, 'report' (answered once every request has settled).
 */
import { Agent, request } from 'node:http';
import { DEVICE_KEY_HEADER } from '#shared/api-paths.js';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  role: 'writes' | 'reads';
  targets: string[];
  streamId: string;
  seconds: number;
  chatRate: number;
  reactionRate: number;
  answers: number;
  pageRate: number;
  listRate: number;
};
const REQUEST_TIMEOUT_MS = 10_000;
const agents = config.targets.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));
const addresses = config.targets.map((url) => {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port) };
});
const dead = new Set<number>();

interface KindStats {
  posted: number;
  statuses: Record<string, number>;
  connectionErrors: number;
  /** No answer within REQUEST_TIMEOUT_MS: the instance may still do it, so it is not resent. */
  timeouts: number;
  retried: number;
  latencies: number[];
  /** The first answer's body of each refusing status, to tell what refused. */
  samples: Record<string, string>;
  /** Chat only: the numbers of the messages answered 201. */
  acknowledged: number[];
}

interface Kind {
  name: string;
  total: number;
  ratePerSecond: number;
  method: 'GET' | 'POST';
  request(n: number): { path: string; headers: Record<string, string>; body?: string };
}

const NAMES = ['Ruth', 'Esther', 'Daniel', 'Grace', 'Samuel', 'Joy', 'Emmanuel', 'Mary', 'Peter'];
const WORDS = [
  'Amen',
  'Hallelujah',
  'praise God',
  'good morning',
  'from Lagos',
  'watching with my family',
  'this word is for me',
  'thank you Pastor',
  'glory to God',
  'God is faithful',
  'Jesus is Lord',
  'God bless you all',
];
const REACTIONS = ['amen', 'praise', 'fire', 'heart'] as const;
const json = { 'content-type': 'application/json' };
/** A made-up person of their own: an address, a browser and a device key none other shares. */
function person(kind: number, n: number) {
  return {
    'x-forwarded-for': `172.${16 + kind * 4 + ((n >> 16) & 3)}.${(n >> 8) & 255}.${n & 255}`,
    'user-agent': `bench-sunday-${kind}-${n}`,
    [DEVICE_KEY_HEADER]: `sunday-${kind}-${String(n).padStart(10, '0')}`,
  };
}

let momentId = '';
const kinds: Kind[] =
  config.role === 'writes'
    ? [
        {
          name: 'chat message',
          total: Math.round(config.chatRate * config.seconds),
          ratePerSecond: config.chatRate,
          method: 'POST',
          request: (n) => {
            const words = [WORDS[n % WORDS.length], WORDS[(n * 7 + 3) % WORDS.length]];
            return {
              path: '/api/user/chat-message',
              headers: { ...json, ...person(0, n) },
              body: JSON.stringify({
                streamId: config.streamId,
                userName: `${NAMES[n % NAMES.length]} ${n}`,
                userEmail: `sunday-chat-${n}@example.org`,
                message: `${words.join(', ')}! #${n} ts=${Date.now()}.`,
              }),
            };
          },
        },
        {
          name: 'stream reaction',
          total: Math.round(config.reactionRate * config.seconds),
          ratePerSecond: config.reactionRate,
          method: 'POST',
          request: (n) => ({
            path: '/api/user/stream-reaction',
            headers: { ...json, ...person(1, n) },
            body: JSON.stringify({
              streamId: config.streamId,
              reactionType: REACTIONS[n % REACTIONS.length],
            }),
          }),
        },
        {
          name: 'moment answer',
          total: config.answers,
          ratePerSecond: config.answers / config.seconds,
          method: 'POST',
          request: (n) => ({
            path: `/api/user/moment/${momentId}/response`,
            headers: { ...json, ...person(2, n) },
            body: JSON.stringify({ visitorKey: `sunday-visitor-${n}` }),
          }),
        },
      ]
    : [
        {
          name: 'page GET /LiveStream',
          total: Math.round(config.pageRate * config.seconds),
          ratePerSecond: config.pageRate,
          method: 'GET',
          request: (n) => ({
            path: '/LiveStream',
            headers: { ...person(3, n), 'accept-encoding': 'gzip, deflate, br' },
          }),
        },
        {
          name: 'list GET /api/streams/active',
          total: Math.round(config.listRate * config.seconds),
          ratePerSecond: config.listRate,
          method: 'GET',
          request: (n) => ({
            path: '/api/streams/active',
            headers: { ...person(3, n + 100_000), 'accept-encoding': 'gzip, deflate, br' },
          }),
        },
      ];
const stats = new Map<string, KindStats>(
  kinds.map((kind) => [
    kind.name,
    {
      posted: 0,
      statuses: {},
      connectionErrors: 0,
      timeouts: 0,
      retried: 0,
      latencies: [],
      acknowledged: [],
      samples: {},
    },
  ]),
);
let inFlight = 0;

function send(
  target: number,
  method: string,
  call: { path: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; body: string } | 'connection' | 'timeout'>((resolve) => {
    const { host, port } = addresses[target] as { host: string; port: number };
    const headers =
      call.body === undefined
        ? call.headers
        : { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) };
    const outgoing = request(
      { host, port, method, path: call.path, headers, agent: agents[target] },
      (response) => {
        const status = response.statusCode ?? 0;
        let body = '';
        if (status >= 400) response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        else response.resume();
        response.on('end', () => resolve({ status, body: body.slice(0, 200) }));
        response.on('error', () => resolve('connection'));
      },
    );
    // From the moment it is made, so a request still queued for a socket times out as well.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      outgoing.destroy(new Error('timeout'));
    }, REQUEST_TIMEOUT_MS);
    outgoing.on('close', () => clearTimeout(timer));
    outgoing.on('error', () => resolve(timedOut ? 'timeout' : 'connection'));
    outgoing.end(call.body);
  });
}

const liveTargets = () => config.targets.map((_, i) => i).filter((i) => !dead.has(i));

async function fire(kind: Kind, n: number, dueAt: number) {
  const kindStats = stats.get(kind.name) as KindStats;
  kindStats.posted += 1;
  inFlight += 1;
  const live = liveTargets();
  const target = live.length === config.targets.length ? n % live.length : (live[0] ?? 0);
  const call = kind.request(n);
  let outcome = await send(target, kind.method, call);
  if (outcome === 'connection') {
    // Refused by an instance that just died: a load balancer sends it on to the other.
    const other = config.targets.map((_, i) => i).find((i) => i !== target && !dead.has(i));
    if (other !== undefined) {
      kindStats.retried += 1;
      outcome = await send(other, kind.method, call);
    }
  }
  if (outcome === 'connection') kindStats.connectionErrors += 1;
  else if (outcome === 'timeout') kindStats.timeouts += 1;
  else {
    const { status, body } = outcome;
    kindStats.statuses[status] = (kindStats.statuses[status] ?? 0) + 1;
    if (status >= 400) kindStats.samples[status] ??= body;
    kindStats.latencies.push(Date.now() - dueAt);
    if (kind.name === 'chat message' && status === 201) kindStats.acknowledged.push(n);
  }
  inFlight -= 1;
}

function go() {
  const started = Date.now();
  const sent = kinds.map(() => 0);
  const timer = setInterval(() => {
    const elapsed = Date.now() - started;
    let done = true;
    kinds.forEach((kind, i) => {
      const due = Math.min(kind.total, Math.floor((elapsed * kind.ratePerSecond) / 1000));
      while ((sent[i] as number) < due) {
        const n = (sent[i] as number) + 1;
        sent[i] = n;
        void fire(kind, n, started + ((n - 1) * 1000) / kind.ratePerSecond);
      }
      if ((sent[i] as number) < kind.total) done = false;
    });
    if (done) clearInterval(timer);
  }, 5);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

process.on('message', (message: { type: string; momentId?: string; target?: number }) => {
  if (message.type === 'go') {
    momentId = message.momentId ?? '';
    go();
  }
  if (message.type === 'dead' && message.target !== undefined) dead.add(message.target);
  if (message.type === 'report') {
    const settledBy = Date.now() + REQUEST_TIMEOUT_MS * 2;
    const answer = () => {
      if (inFlight > 0 && Date.now() < settledBy) {
        setTimeout(answer, 100);
        return;
      }
      process.send?.({
        type: 'report',
        inFlight,
        kinds: [...stats].map(([name, kind]) => ({
          name,
          posted: kind.posted,
          statuses: kind.statuses,
          connectionErrors: kind.connectionErrors,
          timeouts: kind.timeouts,
          samples: kind.samples,
          retried: kind.retried,
          p50: percentile(kind.latencies, 50),
          p99: percentile(kind.latencies, 99),
          acknowledged: kind.acknowledged,
        })),
      });
    };
    answer();
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
