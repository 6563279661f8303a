/*
 * `npm run bench -- --only sunday`: the biggest Sunday on one machine. Two instances of the app
 * (separate processes, one fresh PostgreSQL database and one Redis prefix between them), tens of
 * thousands of viewers on the live stream's event stream, chat, reactions, a salvation moment
 * answered by thousands, page loads and stream-list reads at fixed rates, and one instance killed
 * outright half-way: its viewers reconnect to the other with Last-Event-ID, its writes go there.
 * Every load generator is a child process, everything on 127.0.0.1, every wait bounded; the
 * database, the Redis keys and every process are removed at the end, on failure and on Ctrl-C.
 * Appends its section to bench/results/latest.md.
 *
 *   npm run bench -- --only sunday [--seconds 60 --viewers 20000 --chat-rate 20
 *     --reaction-rate 100 --answers 20000 --page-rate 20 --list-rate 200 --kill-at 30
 *     --database-url postgres://postgres@127.0.0.1:5432/test --redis redis://127.0.0.1:6379]
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import webPush from 'web-push';
import { projectRoot } from '#server/platform/project-root.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    viewers: { type: 'string', default: '20000' },
    'chat-rate': { type: 'string', default: '20' },
    'reaction-rate': { type: 'string', default: '100' },
    answers: { type: 'string', default: '20000' },
    'page-rate': { type: 'string', default: '20' },
    'list-rate': { type: 'string', default: '200' },
    'kill-at': { type: 'string', default: '30' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const seconds = Number(values.seconds);
const viewerCount = Number(values.viewers);
const chatRate = Number(values['chat-rate']);
const reactionRate = Number(values['reaction-rate']);
const answerCount = Number(values.answers);
const pageRate = Number(values['page-rate']);
const listRate = Number(values['list-rate']);
const killAt = Number(values['kill-at']);
const SETTLE_SECONDS = 10;
/** Time for the last chat messages to reach every viewer after the writers stop. */
const DRAIN_SECONDS = 3;
const CONNECT_BOUND_MS = 180_000;
const READY_BOUND_MS = 180_000;
const ASK_BOUND_MS = 60_000;
/** Sockets an instance needs beside its viewers: database pool, Redis, writers' keep-alive. */
const FD_MARGIN = 1200;
const SAMPLE = 250;
const benchDir = join(projectRoot(), 'bench');

interface Usage {
  cpu: NodeJS.CpuUsage;
  rss: number;
  /** The event loop's delay since the previous reading, ms. */
  loopDelayP99: number;
  loopDelayMax: number;
}
interface Ready {
  baseUrl: string;
  streamId: string;
  admin: { username: string; password: string };
  dataDir: string;
}
interface WriterKind {
  name: string;
  posted: number;
  statuses: Record<string, number>;
  connectionErrors: number;
  timeouts: number;
  samples: Record<string, string>;
  retried: number;
  p50: number | null;
  p99: number | null;
  acknowledged: number[];
}
interface HomeFigures {
  viewers: number;
  connected: number;
  chats: number;
  missing: number;
  missingStored: number;
  duplicates: number;
  twice: number;
  resets: number;
  affected: number;
  unexpectedCloses: number;
}
interface ViewersReport {
  connected: number;
  failed: number;
  perHome: HomeFigures[];
  drill: {
    reconnected: number;
    missing: number;
    missingStored: number;
    duplicates: number;
    twice: number;
    resets: number;
    affected: number;
    notBack: number;
    awaitingAnswer: number;
  };
  reconnectTimes: number[];
  refusals: Record<string, number>;
  eventCounts: Record<string, number>;
  latencies: number[][];
  receipts: { numbers: number[]; times: number[] }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const children = new Set<ChildProcess>();
const dataDirs: string[] = [];

function withBound<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/** The soft and hard limits on open files the children inherit. */
function fileLimits() {
  const read = (flag: string) =>
    execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
  const number = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: number(read('-Sn')), hard: number(read('-Hn')) };
}

/** Raises a child's soft limit to the hard one, when it needs more than it inherited. */
function raiseFileLimit(child: ChildProcess, needed: number, limits: { soft: number }) {
  if (needed <= limits.soft || child.pid === undefined) return;
  execFileSync('prlimit', [`--pid=${child.pid}`, `--nofile=${needed}:`]);
}

/** Errors the instances logged (pino's JSON lines on their stdout), by message. */
const loggedErrors = new Map<string, number>();

function tallyLog(chunk: string) {
  for (const line of chunk.split('\n')) {
    if (!line.includes('"level":5') && !line.includes('"level":6')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      const key = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(
        0,
        160,
      );
      loggedErrors.set(key, (loggedErrors.get(key) ?? 0) + 1);
    } catch {
      loggedErrors.set(
        '(unreadable log line)',
        (loggedErrors.get('(unreadable log line)') ?? 0) + 1,
      );
    }
  }
}

function forkChild(script: string, args: string[], env: Record<string, string> = {}) {
  const logs = script === 'sunday-app.ts';
  const child = fork(join(benchDir, script), args, {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', '--conditions=source'],
    stdio: ['ignore', logs ? 'pipe' : 'ignore', 'inherit', 'ipc'],
  });
  if (logs) {
    let tail = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString();
      const end = text.lastIndexOf('\n');
      tail = text.slice(end + 1);
      if (end >= 0) tallyLog(text.slice(0, end));
    });
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function waitFor<T>(child: ChildProcess, type: string, what: string, ms = READY_BOUND_MS) {
  return withBound(
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`${what} exited with ${code}`));
      child.once('exit', exited);
      child.on('message', function onMessage(message: { type: string }) {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', exited);
        resolve(message as T);
      });
    }),
    ms,
    what,
  );
}

function ask<T>(child: ChildProcess, message: { type: string } & Record<string, unknown>) {
  const answer = waitFor<T>(child, message.type, `${message.type} from a child`, ASK_BOUND_MS);
  child.send(message);
  return answer;
}

const percentile = (list: number[], p: number) => {
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
const cpuSeconds = (from: Usage, to: Usage) =>
  (to.cpu.user + to.cpu.system - from.cpu.user - from.cpu.system) / 1e6;
const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const mark = (met: boolean) => (met ? 'met' : 'not met');
/** Requests still unanswered when the writers reported (neither an answer nor a timeout yet). */
const unanswered = (kind: WriterKind | undefined) =>
  kind
    ? kind.posted -
      kind.connectionErrors -
      kind.timeouts -
      Object.values(kind.statuses).reduce((sum, n) => sum + n, 0)
    : 0;
const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ') || '–';

/** The whole machine's busy share of its CPU time so far, from /proc/stat. */
function machineTicks() {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { total, busy: total - idle };
}

/** Microseconds so far in which some runnable task waited for a CPU (pressure stall), if known. */
function cpuPressureMicros() {
  try {
    return Number(/some .*total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1]);
  } catch {
    return null;
  }
}

/** Tasks runnable at this instant, from /proc/stat. */
function runnable() {
  return Number(/procs_running (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? 0);
}

/** A process's own CPU seconds so far, from its /proc entry (utime + stime). */
function cpuSecondsOf(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function redisStats(redis: Redis) {
  const stats = await redis.info('stats');
  const server = await redis.info('server');
  const commands = Number(/total_commands_processed:(\d+)/.exec(stats)?.[1] ?? 0);
  const pid = Number(/process_id:(\d+)/.exec(server)?.[1] ?? 0);
  return { commands, pid, cpu: pid ? cpuSecondsOf(pid) : null };
}

async function databaseStats(admin: pg.Client, name: string) {
  const { rows } = await admin.query<{ xact_commit: string; tup_inserted: string }>(
    'SELECT xact_commit, tup_inserted FROM pg_stat_database WHERE datname = $1',
    [name],
  );
  return {
    commits: Number(rows[0]?.xact_commit ?? 0),
    inserted: Number(rows[0]?.tup_inserted ?? 0),
  };
}

/** The first body of each refusing status, by kind, so a table's codes can be told apart. */
function refusals(kinds: WriterKind[]) {
  const lines = kinds.flatMap((kind) =>
    Object.entries(kind.samples).map(
      ([status, body]) => `- ${kind.name}, ${status}: \`${body.replaceAll('`', "'")}\``,
    ),
  );
  return lines.length > 0 ? ['First answer of each refusing status:', '', ...lines, ''] : [];
}

function loggedErrorLines() {
  const lines = [...loggedErrors]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 8)
    .map(([message, n]) => `- ${n} × ${message.replaceAll('`', "'")}`);
  return lines.length > 0 ? ['Errors the instances logged (most frequent):', '', ...lines, ''] : [];
}

export async function runSunday(): Promise<void> {
  const started = new Date();
  // The machine may be shared: what else was running when this run began.
  const loadAtStart = loadavg()[0] ?? 0;
  const limits = fileLimits();
  // After the kill the survivor holds every viewer; each viewers' process holds half of them.
  const instanceNeeds = (killAt > 0 ? viewerCount : Math.ceil(viewerCount / 2)) + FD_MARGIN;
  const viewersNeed = Math.ceil(viewerCount / 2) + FD_MARGIN;
  if (Math.max(instanceNeeds, viewersNeed) > limits.hard)
    throw new Error(
      `The open-file limit (ulimit -n: soft ${limits.soft}, hard ${limits.hard}) is too low for ` +
        `${viewerCount} viewers: an instance needs ${instanceNeeds} (all viewers after the kill, ` +
        `and its database and Redis sockets). Raise it (ulimit -n or prlimit) or ask for fewer viewers.`,
    );

  const databaseName = `lampstand_bench_${process.pid}`;
  const serverUrl = new URL(values['database-url']);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const redisPrefix = `lampstand-sunday-${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  const redis = new Redis(values.redis, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let databaseMade = false;
  let tidied = false;

  const tidy = async () => {
    if (tidied) return;
    tidied = true;
    for (const child of children) child.kill('SIGKILL');
    await withBound(
      Promise.all(
        [...children].map((child) => new Promise((resolve) => child.once('exit', resolve))),
      ),
      10_000,
      'children exiting',
    ).catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (databaseMade)
      await admin
        .query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
        .catch((error: unknown) => console.error(`Could not drop ${databaseName}:`, error));
    await admin.end().catch(() => undefined);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    } catch (error) {
      console.error(`Could not delete the Redis keys under ${redisPrefix}:`, error);
    }
    redis.disconnect();
  };
  const interrupted = () => {
    console.error('Interrupted: tidying up.');
    void tidy().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    await admin.connect();
    await redis.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    databaseMade = true;

    const vapid = webPush.generateVAPIDKeys();
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: values.redis,
      REDIS_PREFIX: redisPrefix,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // One installation: a token or device key signed by one instance holds on the other.
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    const instances: { child: ChildProcess; ready: Ready }[] = [];
    for (const name of ['A', 'B']) {
      const child = forkChild('sunday-app.ts', [], env);
      raiseFileLimit(child, instanceNeeds, limits);
      const ready = await waitFor<Ready>(child, 'ready', `instance ${name}`);
      dataDirs.push(ready.dataDir);
      instances.push({ child, ready });
      console.log(`instance ${name} ready at ${ready.baseUrl}`);
      if (name === 'A') {
        // The demo's room carries last or next Sunday's chat window; this Sunday's is open now.
        // The room controls are put again before the window, which drops the instances' caches.
        const client = new pg.Client({ connectionString: databaseUrl.toString() });
        await client.connect();
        await client.query(
          'UPDATE streams SET chat_opens_at = NULL, chat_closes_at = NULL WHERE id = $1',
          [ready.streamId],
        );
        await client.end();
      }
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const streamId = a.ready.streamId;
    if (b.ready.streamId !== streamId)
      throw new Error('The two instances found different live streams.');
    const targets = [a.ready.baseUrl, b.ready.baseUrl];
    const usage = (child: ChildProcess) => ask<Usage>(child, { type: 'usage' });

    const writers = forkChild('sunday-writers.ts', [
      JSON.stringify({
        role: 'writes',
        targets,
        streamId,
        seconds,
        chatRate,
        reactionRate,
        answers: answerCount,
      }),
    ]);
    const readers = forkChild('sunday-writers.ts', [
      JSON.stringify({ role: 'reads', targets, streamId, seconds, pageRate, listRate }),
    ]);
    await Promise.all([
      waitFor(writers, 'ready', 'the writers'),
      waitFor(readers, 'ready', 'the readers'),
    ]);

    const beforeViewers = [await usage(a.child), await usage(b.child)];
    const half = Math.ceil(viewerCount / 2);
    const maxMessage = Math.ceil(chatRate * seconds) + 100;
    // Odd, so the sample takes viewers of both instances alike (viewer n is on instance n mod 2).
    const sampleEvery = Math.max(1, Math.floor(viewerCount / SAMPLE)) | 1;
    const viewerProcesses = [0, 1]
      .map((i) => ({ first: i * half, count: Math.min(half, viewerCount - i * half) }))
      .filter(({ count }) => count > 0)
      .map(({ first, count }) => {
        const child = forkChild('sunday-viewers.ts', [
          JSON.stringify({ targets, streamId, first, count, sampleEvery, maxMessage }),
        ]);
        raiseFileLimit(child, viewersNeed, limits);
        return child;
      });
    const connectBy = Date.now() + CONNECT_BOUND_MS;
    let status = { connected: 0, failed: 0 };
    for (;;) {
      const each = await Promise.all(
        viewerProcesses.map((child) =>
          ask<{ connected: number; failed: number }>(child, { type: 'status' }),
        ),
      );
      status = {
        connected: each.reduce((sum, s) => sum + s.connected, 0),
        failed: each.reduce((sum, s) => sum + s.failed, 0),
      };
      if (status.connected + status.failed >= viewerCount || Date.now() > connectBy) break;
      await sleep(500);
    }
    console.log(`viewers connected: ${status.connected}, refused: ${status.failed}; settling`);
    await sleep(SETTLE_SECONDS * 1000);
    const afterViewers = [await usage(a.child), await usage(b.child)];

    // The window.
    const login = await fetch(`${b.ready.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b.ready.admin),
    });
    const { token } = (await login.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const room = await fetch(`${a.ready.baseUrl}/api/admin/stream/${streamId}/chat`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ slowModeSeconds: 0, pinnedMessage: null, who: 'everyone' }),
    });
    if (room.status !== 200)
      throw new Error(`The chat room controls were refused: ${room.status} ${await room.text()}`);
    await sleep(1000);
    const count = async (sql: string, parameters: unknown[]) => {
      const client = new pg.Client({ connectionString: databaseUrl.toString() });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string }>(sql, parameters);
        return Number(rows[0]?.n ?? 0);
      } finally {
        await client.end();
      }
    };
    const reactionsBefore = await count(
      'SELECT count(*) AS n FROM stream_reactions WHERE stream_id = $1',
      [streamId],
    );
    const redisBefore = await redisStats(redis);
    const databaseBefore = await databaseStats(admin, databaseName);
    const windowStart = [await usage(a.child), await usage(b.child)];
    const generators = [
      ...viewerProcesses.map((child, i) => ({ name: `viewers ${i + 1}`, child })),
      { name: 'writers', child: writers },
      { name: 'readers', child: readers },
    ].map(({ name, child }) => ({ name, pid: child.pid ?? 0, from: cpuSecondsOf(child.pid ?? 0) }));
    const machineFrom = machineTicks();
    const pressureFrom = cpuPressureMicros();
    const running = { samples: 0, sum: 0 };
    // What the instances' connections are doing, once a second: the pools (10 each) full or not.
    const activity = {
      samples: 0,
      connections: 0,
      active: 0,
      maxActive: 0,
      idleInTransaction: 0,
      waits: new Map<string, number>(),
      waitingQueries: new Map<string, number>(),
    };
    const sampler = setInterval(() => {
      void admin
        .query<{ state: string | null; wait: string | null; query: string; n: string }>(
          "SELECT state, coalesce(wait_event_type || ':' || wait_event, '') AS wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query, count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1, 2, 3",
          [databaseName],
        )
        .then(({ rows }) => {
          running.samples += 1;
          running.sum += runnable();
          activity.samples += 1;
          let active = 0;
          for (const row of rows) {
            const n = Number(row.n);
            activity.connections += n;
            if (row.state === 'active') active += n;
            if (row.state === 'idle in transaction') activity.idleInTransaction += n;
            if (row.state === 'active' && row.wait) {
              activity.waits.set(row.wait, (activity.waits.get(row.wait) ?? 0) + n);
              const key = `${row.wait}: ${row.query}`;
              activity.waitingQueries.set(key, (activity.waitingQueries.get(key) ?? 0) + n);
            }
          }
          activity.active += active;
          activity.maxActive = Math.max(activity.maxActive, active);
        })
        .catch(() => undefined);
    }, 1000);
    const windowStartedAt = Date.now();
    const posted = await fetch(`${b.ready.baseUrl}/api/admin/stream/${streamId}/moment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ kind: 'salvation', askContact: false, openSeconds: seconds + 60 }),
    });
    if (posted.status !== 201)
      throw new Error(`The moment was refused: ${posted.status} ${await posted.text()}`);
    const momentId = ((await posted.json()) as { moment: { _id: string } }).moment._id;
    for (const child of viewerProcesses) child.send({ type: 'measure' });
    writers.send({ type: 'go', momentId });
    readers.send({ type: 'go', momentId });
    console.log(`window of ${seconds} s started; moment ${momentId}`);

    let beforeKill: Usage | undefined;
    let killedAt: number | undefined;
    if (killAt > 0 && killAt < seconds) {
      await sleep(killAt * 1000 - (Date.now() - windowStartedAt));
      beforeKill = await usage(a.child);
      a.child.kill('SIGKILL');
      killedAt = Date.now();
      for (const child of [...viewerProcesses, writers, readers])
        child.send({ type: 'dead', target: 0 });
      console.log(`instance A killed ${((killedAt - windowStartedAt) / 1000).toFixed(1)} s in`);
    }
    await sleep(Math.max(0, seconds * 1000 - (Date.now() - windowStartedAt)));
    const [writes, reads] = await Promise.all([
      ask<{ kinds: WriterKind[]; inFlight: number }>(writers, { type: 'report' }),
      ask<{ kinds: WriterKind[]; inFlight: number }>(readers, { type: 'report' }),
    ]);
    await sleep(DRAIN_SECONDS * 1000);
    clearInterval(sampler);
    const windowEndedAt = Date.now();
    const machineTo = machineTicks();
    const pressureTo = cpuPressureMicros();
    const generatorCpu = generators.map(({ name, pid, from }) => {
      const to = cpuSecondsOf(pid);
      return {
        name,
        share:
          from === null || to === null
            ? null
            : (to - from) / ((windowEndedAt - windowStartedAt) / 1000),
      };
    });
    const endA = killedAt === undefined ? await usage(a.child) : beforeKill;
    const endB = await usage(b.child);
    const redisAfter = await redisStats(redis);
    const databaseAfter = await databaseStats(admin, databaseName);
    const chat = writes.kinds.find((kind) => kind.name === 'chat message');
    const acknowledged = chat?.acknowledged ?? [];

    // What the database and the admin API hold, once the instances have finished what they were
    // still doing (requests the writers gave up on may still be carried out).
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    const stillBy = Date.now() + 30_000;
    let rowsSeen = -1;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        '(SELECT count(*) AS n FROM chat_messages) UNION ALL (SELECT count(*) FROM moment_answers) UNION ALL (SELECT count(*) FROM stream_reactions)',
      );
      const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
      if (total === rowsSeen || Date.now() > stillBy) break;
      rowsSeen = total;
      await sleep(2000);
    }
    const chatRows = await client.query<{ n: string; created_at: string | Date }>(
      "SELECT substring(message from '#([0-9]+) ts=') AS n, created_at FROM chat_messages WHERE stream_id = $1 AND state = 'visible' AND message ~ '#[0-9]+ ts='",
      [streamId],
    );
    const storedAt = new Map<number, number>();
    for (const row of chatRows.rows) {
      const at = new Date(row.created_at).getTime();
      const n = Number(row.n);
      // A post resent to the other instance may be stored twice: its first copy is the one.
      storedAt.set(n, Math.min(at, storedAt.get(n) ?? Infinity));
    }
    // Viewers count only now, the instances done with what they were still carrying out.
    const viewerReports = await Promise.all(
      viewerProcesses.map((child) =>
        ask<ViewersReport>(child, { type: 'report', acknowledged, stored: [...storedAt.keys()] }),
      ),
    );
    const answerRows = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM moment_answers WHERE moment_id = $1',
      [momentId],
    );
    const momentRow = await client.query<{ responses: number }>(
      'SELECT responses FROM moments WHERE id = $1',
      [momentId],
    );
    const reactionsAfter = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM stream_reactions WHERE stream_id = $1',
      [streamId],
    );
    await client.end();
    const adminMoments = await fetch(`${b.ready.baseUrl}/api/admin/stream/${streamId}/moments`, {
      headers: { authorization },
    });
    const adminResponses = adminMoments.ok
      ? (
          (await adminMoments.json()) as { moments: { _id: string; responses: number }[] }
        ).moments.find((moment) => moment._id === momentId)?.responses
      : undefined;

    const inDatabase = new Set(chatRows.rows.map((row) => Number(row.n)));
    const chatLost = acknowledged.filter((n) => !inDatabase.has(n)).length;

    // Figures.
    const homes = [0, 1].map((home) => {
      const sum = (pick: (figures: HomeFigures) => number) =>
        viewerReports.reduce(
          (total, r) => total + (r.perHome[home] ? pick(r.perHome[home]) : 0),
          0,
        );
      return {
        viewers: sum((f) => f.viewers),
        chats: sum((f) => f.chats),
        missing: sum((f) => f.missing),
        missingStored: sum((f) => f.missingStored),
        duplicates: sum((f) => f.duplicates),
        twice: sum((f) => f.twice),
        resets: sum((f) => f.resets),
        affected: sum((f) => f.affected),
        unexpectedCloses: sum((f) => f.unexpectedCloses),
        latencies: viewerReports.flatMap((r) => r.latencies[home] ?? []),
        fanOut: viewerReports.flatMap((r) => {
          const receipts = r.receipts[home];
          if (!receipts) return [];
          return receipts.numbers.flatMap((n, i) => {
            const at = storedAt.get(n);
            return at === undefined ? [] : [(receipts.times[i] as number) - at];
          });
        }),
      };
    });
    const drill = viewerReports.reduce(
      (total, r) => ({
        reconnected: total.reconnected + r.drill.reconnected,
        missing: total.missing + r.drill.missing,
        missingStored: total.missingStored + r.drill.missingStored,
        duplicates: total.duplicates + r.drill.duplicates,
        twice: total.twice + r.drill.twice,
        resets: total.resets + r.drill.resets,
        affected: total.affected + r.drill.affected,
        notBack: total.notBack + r.drill.notBack,
        awaitingAnswer: total.awaitingAnswer + r.drill.awaitingAnswer,
      }),
      {
        reconnected: 0,
        missing: 0,
        missingStored: 0,
        duplicates: 0,
        twice: 0,
        resets: 0,
        affected: 0,
        notBack: 0,
        awaitingAnswer: 0,
      },
    );
    const reconnectTimes = viewerReports.flatMap((r) => r.reconnectTimes);
    const usageRows = [
      { name: 'A', from: windowStart[0], to: endA, until: killedAt ?? windowEndedAt },
      { name: 'B', from: windowStart[1], to: endB, until: windowEndedAt },
    ].map(({ name, from, to, until }, i) => {
      const cpu = from && to ? cpuSeconds(from, to) / ((until - windowStartedAt) / 1000) : null;
      const before = beforeViewers[i] as Usage;
      const after = afterViewers[i] as Usage;
      const home = homes[i] as (typeof homes)[0];
      return {
        name,
        cpu,
        rss: (to ?? after).rss,
        kbPerViewer: (after.rss - before.rss) / 1024 / Math.max(1, home.viewers),
        home,
      };
    });
    const allKinds = [...writes.kinds, ...reads.kinds];
    const fiveHundreds = allKinds.reduce(
      (total, kind) =>
        total +
        Object.entries(kind.statuses)
          .filter(([code]) => code.startsWith('5'))
          .reduce((sum, [, n]) => sum + n, 0),
      0,
    );
    const answers = writes.kinds.find((kind) => kind.name === 'moment answer');
    const answersAcknowledged = answers?.statuses['201'] ?? 0;
    const answersCounted = Number(answerRows.rows[0]?.n ?? 0);
    const reactions = writes.kinds.find((kind) => kind.name === 'stream reaction');
    const page = reads.kinds.find((kind) => kind.name.startsWith('page'));
    const totalMissing = homes.reduce((sum, home) => sum + home.missing, 0);
    const totalMissingStored = homes.reduce((sum, home) => sum + home.missingStored, 0);
    const windowSeconds = (windowEndedAt - windowStartedAt) / 1000;
    const redisCpu =
      redisBefore.cpu !== null && redisAfter.cpu !== null
        ? `${(((redisAfter.cpu - redisBefore.cpu) / windowSeconds) * 100).toFixed(0)} % of one core`
        : 'not readable';

    const eventTotals = viewerReports.reduce<Record<string, number>>((all, r) => {
      for (const [name, n] of Object.entries(r.eventCounts)) all[name] = (all[name] ?? 0) + n;
      return all;
    }, {});
    const eventsPerViewer =
      Object.entries(eventTotals)
        .sort((x, y) => y[1] - x[1])
        .map(
          ([name, n]) =>
            `${name} ${(n / Math.max(1, status.connected) / windowSeconds).toFixed(1)}`,
        )
        .join(', ') || 'none';
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average ${loadAtStart.toFixed(1)} at the start`;
    const p99s = usageRows.map((row) => percentile(row.home.latencies, 99));
    const lines = [
      `### The biggest Sunday (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine})`,
      '',
      `Two instances (one PostgreSQL database, one Redis), ${viewerCount} viewers (${status.connected} connected, ${status.failed} refused), ` +
        `${seconds} s window after ${SETTLE_SECONDS} s of settling: ${chatRate} chat messages/s, ${reactionRate} reactions/s, ` +
        `${answerCount} answers to a salvation moment, ${pageRate} page loads/s, ${listRate} stream-list reads/s; ` +
        (killedAt === undefined
          ? 'no kill.'
          : `instance A killed (SIGKILL) ${((killedAt - windowStartedAt) / 1000).toFixed(1)} s in.`),
      '',
      '| instance | viewers | delivery p50 ms | delivery p99 ms | created to receipt p50 ms | p99 ms | chat events received | missing (of acknowledged) | missing (of stored) | duplicates | resent post seen twice | resets | viewers affected | closes seen by viewers staying | CPU (of one core) | RSS MiB | KB per viewer |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...usageRows.map(
        (row) =>
          `| ${row.name}${row.name === 'A' && killedAt !== undefined ? ' (killed)' : ''} | ${row.home.viewers} | ${ms(percentile(row.home.latencies, 50))} | ${ms(percentile(row.home.latencies, 99))} | ${ms(percentile(row.home.fanOut, 50))} | ${ms(percentile(row.home.fanOut, 99))} | ${row.home.chats} | ${row.home.missing} | ${row.home.missingStored} | ${row.home.duplicates} | ${row.home.twice} | ${row.home.resets} | ${row.home.affected} | ${row.home.unexpectedCloses} | ${row.cpu === null ? '–' : `${(row.cpu * 100).toFixed(0)} %`} | ${Math.round(row.rss / 1024 / 1024)} | ${row.kbPerViewer.toFixed(1)} |`,
      ),
      '',
      "Delivery: post-to-receipt of chat messages (from the post leaving the writer, so the write's own wait counts; created to receipt: from the row's created_at, which the instance sets as it starts to store it, before waiting for a database connection), read by about 250 sampled viewers, by the instance they were on at receipt. Missing: acknowledged (answered 201 within 10 s), or stored and visible, chat messages a viewer never received, over its viewers (home instance). Duplicates: chat events whose id is not after the previous one (since the last reset). Resent post seen twice: one message number in two events of different ids (a post resent to the other instance had been carried out by the dying one too). For the killed instance CPU is up to just before the kill and RSS is its last reading.",
      '',
      '| kill drill | back on a stream at the end | not back (of them, connected and awaiting an answer) | reconnect p50 ms | reconnect p99 ms | missed (of acknowledged) | missed (of stored) | duplicates | resent post seen twice | resets | viewers affected |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${killedAt === undefined ? 'no kill' : 'instance A'} | ${drill.reconnected} | ${drill.notBack} (${drill.awaitingAnswer}) | ${ms(percentile(reconnectTimes, 50))} | ${ms(percentile(reconnectTimes, 99))} | ${drill.missing} | ${drill.missingStored} | ${drill.duplicates} | ${drill.twice} | ${drill.resets} | ${drill.affected} |`,
      '',
      "Reconnect: from the socket closing to the other instance's first bytes, the wait the site's live connection makes included (the server's `retry:`, 1–10 s, halved at random; doubled while attempts fail).",
      '',
      `Attempts to reopen refused: ${
        Object.entries(
          viewerReports.reduce<Record<string, number>>((all, r) => {
            for (const [reason, n] of Object.entries(r.refusals))
              all[reason] = (all[reason] ?? 0) + n;
            return all;
          }, {}),
        )
          .map(([reason, n]) => `${reason}: ${n}`)
          .join(', ') || 'none'
      }.`,
      '',
      '| write | posted | acknowledged | counted in the database | lost | by status | connection errors / timeouts / unanswered | resent to the other instance | p50 ms | p99 ms |',
      '|---|---|---|---|---|---|---|---|---|---|',
      `| chat message | ${chat?.posted ?? 0} | ${acknowledged.length} | ${inDatabase.size} | ${chatLost} | ${statusList(chat?.statuses ?? {})} | ${chat?.connectionErrors ?? 0} / ${chat?.timeouts ?? 0} / ${unanswered(chat)} | ${chat?.retried ?? 0} | ${ms(chat?.p50 ?? null)} | ${ms(chat?.p99 ?? null)} |`,
      `| stream reaction | ${reactions?.posted ?? 0} | ${reactions?.statuses['201'] ?? 0} | ${Number(reactionsAfter.rows[0]?.n ?? 0) - reactionsBefore} | | ${statusList(reactions?.statuses ?? {})} | ${reactions?.connectionErrors ?? 0} / ${reactions?.timeouts ?? 0} / ${unanswered(reactions)} | ${reactions?.retried ?? 0} | ${ms(reactions?.p50 ?? null)} | ${ms(reactions?.p99 ?? null)} |`,
      `| moment answer | ${answers?.posted ?? 0} | ${answersAcknowledged} (201) | ${answersCounted} rows; moment's count ${momentRow.rows[0]?.responses ?? '–'}; admin API ${adminResponses ?? '–'} | ${Math.max(0, answersAcknowledged - answersCounted)} | ${statusList(answers?.statuses ?? {})} | ${answers?.connectionErrors ?? 0} / ${answers?.timeouts ?? 0} / ${unanswered(answers)} | ${answers?.retried ?? 0} | ${ms(answers?.p50 ?? null)} | ${ms(answers?.p99 ?? null)} |`,
      '',
      '| read | requests | p50 ms | p99 ms | by status | connection errors / timeouts / unanswered | resent to the other instance |',
      '|---|---|---|---|---|---|---|',
      ...reads.kinds.map(
        (kind) =>
          `| ${kind.name} | ${kind.posted} | ${ms(kind.p50)} | ${ms(kind.p99)} | ${statusList(kind.statuses)} | ${kind.connectionErrors} / ${kind.timeouts} / ${unanswered(kind)} | ${kind.retried} |`,
      ),
      '',
      'Requests are sent at a fixed rate whatever the answers; latency counts from when each was due. A request with no answer in 10 s is a timeout, not resent (its instance may still carry it out).',
      '',
      ...refusals(allKinds),
      ...loggedErrorLines(),
      '| load | over the window |',
      '|---|---|',
      `| the whole machine, busy | ${(((machineTo.busy - machineFrom.busy) / Math.max(1, machineTo.total - machineFrom.total)) * 100).toFixed(0)} % of ${cpus().length} cores |`,
      `| tasks runnable (each second, on average) | ${(running.sum / Math.max(1, running.samples)).toFixed(1)} for ${cpus().length} cores |`,
      `| some task waiting for a CPU | ${pressureFrom === null || pressureTo === null || Number.isNaN(pressureFrom) ? 'not readable' : `${(((pressureTo - pressureFrom) / 1e6 / windowSeconds) * 100).toFixed(0)} % of the window`} |`,
      `| load generators' CPU (of one core) | ${generatorCpu.map(({ name, share }) => `${name} ${share === null ? '–' : `${(share * 100).toFixed(0)} %`}`).join(', ')} |`,
      `| events each viewer received a second, by name | ${eventsPerViewer} |`,
      `| instances' event-loop delay over the window, p99 / max ms | A ${endA ? `${Math.round(endA.loopDelayP99)} / ${Math.round(endA.loopDelayMax)}` : '–'}, B ${Math.round(endB.loopDelayP99)} / ${Math.round(endB.loopDelayMax)} |`,
      `| Redis commands | ${redisAfter.commands - redisBefore.commands} (${Math.round((redisAfter.commands - redisBefore.commands) / windowSeconds)}/s) |`,
      `| Redis CPU | ${redisCpu} |`,
      `| PostgreSQL transactions committed | ${databaseAfter.commits - databaseBefore.commits} (${Math.round((databaseAfter.commits - databaseBefore.commits) / windowSeconds)}/s) |`,
      `| PostgreSQL rows inserted | ${databaseAfter.inserted - databaseBefore.inserted} |`,
      `| PostgreSQL connections of the run (each second) | ${(activity.connections / Math.max(1, activity.samples)).toFixed(1)} on average, ${(activity.active / Math.max(1, activity.samples)).toFixed(1)} active on average, ${activity.maxActive} at most |`,
      `| idle in a transaction (on average) | ${(activity.idleInTransaction / Math.max(1, activity.samples)).toFixed(1)} |`,
      `| statements waiting most (connections, on average) | ${
        [...activity.waitingQueries]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 4)
          .map(
            ([query, n]) =>
              `\`${query.replaceAll('`', "'").replaceAll('|', '/')}\` ${(n / Math.max(1, activity.samples)).toFixed(1)}`,
          )
          .join('; ') || 'none'
      } |`,
      `| what active connections waited on | ${
        [...activity.waits]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 4)
          .map(
            ([wait, n]) => `${wait} ${((n / Math.max(1, activity.samples)) as number).toFixed(1)}`,
          )
          .join(', ') || 'nothing (on CPU)'
      } |`,
      '',
      '| target | figure | |',
      '|---|---|---|',
      `| delivery p99 < 500 ms on both instances | ${p99s.map(ms).join(' / ')} | ${mark(p99s.every((p) => p !== null && p < 500))} |`,
      // Few posts may be answered in time under overload: what was stored counts as well.
      `| no chat message missing for any viewer (acknowledged, and stored) | ${totalMissing} of acknowledged, ${totalMissingStored} of stored | ${mark(totalMissing === 0 && totalMissingStored === 0)} |`,
      `| every acknowledged answer counted | ${answersAcknowledged} acknowledged, ${answersCounted} rows, ${momentRow.rows[0]?.responses ?? '–'} in the moment's count, ${adminResponses ?? '–'} in the admin API | ${mark(answersCounted >= answersAcknowledged && momentRow.rows[0]?.responses === answersCounted && adminResponses === answersCounted)} |`,
      `| page p99 < 1 s | ${ms(page?.p99 ?? null)} ms | ${mark(page?.p99 !== null && page?.p99 !== undefined && page.p99 < 1000)} |`,
      `| < 20 KB per viewer | ${usageRows.map((row) => row.kbPerViewer.toFixed(1)).join(' / ')} | ${mark(usageRows.every((row) => row.kbPerViewer < 20))} |`,
      `| no 5xx | ${fiveHundreds} | ${mark(fiveHundreds === 0)} |`,
      `| drill: 0 missed, 0 duplicated | ${drill.missing} missed (of stored: ${drill.missingStored}), ${drill.duplicates} duplicated, ${drill.resets} resets | ${mark(drill.missing === 0 && drill.missingStored === 0 && drill.duplicates === 0)} |`,
      `| no acknowledged chat message lost by the database | ${chatLost} | ${mark(chatLost === 0)} |`,
      '',
    ];
    const text = lines.join('\n');
    console.log(`\n${text}`);
    const results = join(benchDir, 'results');
    mkdirSync(results, { recursive: true });
    const latest = join(results, 'latest.md');
    appendFileSync(latest, `${existsSync(latest) ? '\n' : ''}${text}\n`);
  } finally {
    await tidy();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}
