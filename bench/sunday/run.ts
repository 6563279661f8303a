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
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import webPush from 'web-push';
import { projectRoot } from '#server/platform/project-root.js';
import {
  ask,
  fileLimits,
  forkChild,
  keepDataDir,
  killChildren,
  raiseFileLimit,
  sleep,
  waitFor,
} from './children.js';
import type { Ready, Usage, ViewersReport, WritersReport } from './messages.js';
import {
  answerCount,
  CONNECT_BOUND_MS,
  chatRate,
  DRAIN_SECONDS,
  databaseServerUrl,
  FD_MARGIN,
  killAt,
  listRate,
  pageRate,
  reactionRate,
  redisUrl,
  SAMPLE,
  SETTLE_SECONDS,
  seconds,
  viewerCount,
} from './options.js';
import {
  cpuPressureMicros,
  cpuSecondsOf,
  databaseStats,
  machineTicks,
  redisStats,
  sampleActivity,
} from './probes.js';
import { appendToLatest, sundaySection } from './report.js';

interface Instance {
  child: ChildProcess;
  ready: Ready;
}
/** The two instances, on one live stream. */
interface Instances {
  a: Instance;
  b: Instance;
  streamId: string;
  targets: string[];
}
/** The writers' and readers' processes, sending requests at fixed rates. */
interface Generators {
  writers: ChildProcess;
  readers: ChildProcess;
}

const usage = (child: ChildProcess) => ask<Usage>(child, { type: 'usage' });

/** The open files an instance and a viewers' process need; too many for the hard limit throws. */
function openFileNeeds() {
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
  return { limits, instanceNeeds, viewersNeed };
}
type OpenFileNeeds = ReturnType<typeof openFileNeeds>;

/** The run's own database and Redis prefix, and the clients that make and remove them. */
function sharedStores() {
  const databaseName = `lampstand_bench_${process.pid}`;
  const serverUrl = new URL(databaseServerUrl);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  return {
    databaseName,
    databaseUrl,
    redisPrefix: `lampstand-sunday-${process.pid}`,
    admin: new pg.Client({ connectionString: serverUrl.toString() }),
    redis: new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }),
    databaseMade: false,
    tidied: false,
  };
}
type SharedStores = ReturnType<typeof sharedStores>;

/** Kills every child, drops the database and deletes the Redis keys; once, whatever happened. */
async function tidyUp(stores: SharedStores) {
  if (stores.tidied) return;
  stores.tidied = true;
  const { admin, redis, databaseName, redisPrefix } = stores;
  await killChildren();
  if (stores.databaseMade)
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
}

/** Tidies up on Ctrl-C or SIGTERM until the returned function is called. */
function tidyUpOnInterrupt(stores: SharedStores) {
  const interrupted = () => {
    console.error('Interrupted: tidying up.');
    void tidyUp(stores).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
}

/** Makes the database, then starts the two instances on it and on the Redis prefix. */
async function setUp(stores: SharedStores, needs: OpenFileNeeds): Promise<Instances> {
  const { admin, redis, databaseName, databaseUrl } = stores;
  await admin.connect();
  await redis.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  stores.databaseMade = true;

  const vapid = webPush.generateVAPIDKeys();
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: stores.redisPrefix,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // One installation: a token or device key signed by one instance holds on the other.
    JWT_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  const instances: Instance[] = [];
  for (const name of ['A', 'B']) {
    const child = forkChild('app.ts', [], env);
    raiseFileLimit(child, needs.instanceNeeds, needs.limits);
    const ready = await waitFor<Ready>(child, 'ready', `instance ${name}`);
    keepDataDir(ready.dataDir);
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
  const [a, b] = instances as [Instance, Instance];
  const streamId = a.ready.streamId;
  if (b.ready.streamId !== streamId)
    throw new Error('The two instances found different live streams.');
  return { a, b, streamId, targets: [a.ready.baseUrl, b.ready.baseUrl] };
}

/** Forks the writers and the readers and waits until both are ready to go. */
async function startGenerators({ targets, streamId }: Instances): Promise<Generators> {
  const writers = forkChild('writers.ts', [
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
  const readers = forkChild('writers.ts', [
    JSON.stringify({ role: 'reads', targets, streamId, seconds, pageRate, listRate }),
  ]);
  await Promise.all([
    waitFor(writers, 'ready', 'the writers'),
    waitFor(readers, 'ready', 'the readers'),
  ]);
  return { writers, readers };
}

/** Forks the viewers' processes (half the viewers each) and waits, bounded, for all to connect. */
async function connectViewers({ a, b, targets, streamId }: Instances, needs: OpenFileNeeds) {
  const beforeViewers = [await usage(a.child), await usage(b.child)];
  const half = Math.ceil(viewerCount / 2);
  const maxMessage = Math.ceil(chatRate * seconds) + 100;
  // Odd, so the sample takes viewers of both instances alike (viewer n is on instance n mod 2).
  const sampleEvery = Math.max(1, Math.floor(viewerCount / SAMPLE)) | 1;
  const viewerProcesses = [0, 1]
    .map((i) => ({ first: i * half, count: Math.min(half, viewerCount - i * half) }))
    .filter(({ count }) => count > 0)
    .map(({ first, count }) => {
      const child = forkChild('viewers.ts', [
        JSON.stringify({ targets, streamId, first, count, sampleEvery, maxMessage }),
      ]);
      raiseFileLimit(child, needs.viewersNeed, needs.limits);
      return child;
    });
  const connectBy = Date.now() + CONNECT_BOUND_MS;
  let status: { connected: number; failed: number };
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
  return { viewerProcesses, status, beforeViewers };
}

/** Lets the connected viewers settle; the instances' readings after. */
async function settle({ a, b }: Instances) {
  await sleep(SETTLE_SECONDS * 1000);
  return [await usage(a.child), await usage(b.child)];
}

/** Logs in as the admin and opens the chat room to everyone; the admin's authorization. */
async function openChatRoom({ a, b, streamId }: Instances) {
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
  return authorization;
}

async function countRows(stores: SharedStores, sql: string, parameters: unknown[]) {
  const client = new pg.Client({ connectionString: stores.databaseUrl.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(sql, parameters);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Takes the readings the window is measured from, starts sampling, posts the salvation moment
 * and sets the viewers measuring and the writers and readers going.
 */
async function startWindow(
  stores: SharedStores,
  { a, b, streamId }: Instances,
  { writers, readers }: Generators,
  viewerProcesses: ChildProcess[],
  authorization: string,
) {
  const reactionsBefore = await countRows(
    stores,
    'SELECT count(*) AS n FROM stream_reactions WHERE stream_id = $1',
    [streamId],
  );
  const redisBefore = await redisStats(stores.redis);
  const databaseBefore = await databaseStats(stores.admin, stores.databaseName);
  const windowStart = [await usage(a.child), await usage(b.child)];
  const generators = [
    ...viewerProcesses.map((child, i) => ({ name: `viewers ${i + 1}`, child })),
    { name: 'writers', child: writers },
    { name: 'readers', child: readers },
  ].map(({ name, child }) => ({ name, pid: child.pid ?? 0, from: cpuSecondsOf(child.pid ?? 0) }));
  const machineFrom = machineTicks();
  const pressureFrom = cpuPressureMicros();
  const sampling = sampleActivity(stores.admin, stores.databaseName);
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
  return {
    reactionsBefore,
    redisBefore,
    databaseBefore,
    windowStart,
    generators,
    machineFrom,
    pressureFrom,
    sampling,
    windowStartedAt,
    momentId,
  };
}
type Window = Awaited<ReturnType<typeof startWindow>>;

/**
 * At --kill-at, when it falls in the window, SIGKILLs instance A and tells every load generator;
 * A's last reading from just before.
 */
async function killInstanceA(
  { a }: Instances,
  { writers, readers }: Generators,
  viewerProcesses: ChildProcess[],
  { windowStartedAt }: Window,
) {
  if (!(killAt > 0 && killAt < seconds)) return { beforeKill: undefined, killedAt: undefined };
  await sleep(killAt * 1000 - (Date.now() - windowStartedAt));
  const beforeKill = await usage(a.child);
  a.child.kill('SIGKILL');
  const killedAt = Date.now();
  for (const child of [...viewerProcesses, writers, readers])
    child.send({ type: 'dead', target: 0 });
  console.log(`instance A killed ${((killedAt - windowStartedAt) / 1000).toFixed(1)} s in`);
  return { beforeKill, killedAt };
}

/** At the window's end, what the writers and readers sent and were answered. */
async function endWindow({ writers, readers }: Generators, { windowStartedAt }: Window) {
  await sleep(Math.max(0, seconds * 1000 - (Date.now() - windowStartedAt)));
  const [writes, reads] = await Promise.all([
    ask<WritersReport>(writers, { type: 'report' }),
    ask<WritersReport>(readers, { type: 'report' }),
  ]);
  return { writes, reads };
}

/** Gives the last chat messages time to reach the viewers, then takes the closing readings. */
async function drain(
  stores: SharedStores,
  { a, b }: Instances,
  window: Window,
  beforeKill: Usage | undefined,
  killedAt: number | undefined,
) {
  await sleep(DRAIN_SECONDS * 1000);
  window.sampling.stop();
  const windowEndedAt = Date.now();
  const machineTo = machineTicks();
  const pressureTo = cpuPressureMicros();
  const generatorCpu = window.generators.map(({ name, pid, from }) => {
    const to = cpuSecondsOf(pid);
    return {
      name,
      share:
        from === null || to === null
          ? null
          : (to - from) / ((windowEndedAt - window.windowStartedAt) / 1000),
    };
  });
  const endA = killedAt === undefined ? await usage(a.child) : beforeKill;
  const endB = await usage(b.child);
  const redisAfter = await redisStats(stores.redis);
  const databaseAfter = await databaseStats(stores.admin, stores.databaseName);
  return {
    windowEndedAt,
    machineTo,
    pressureTo,
    generatorCpu,
    endA,
    endB,
    redisAfter,
    databaseAfter,
  };
}

/**
 * What the database and the admin API hold, once the instances have finished what they were
 * still doing (requests the writers gave up on may still be carried out), and the viewers'
 * reports against it.
 */
async function collect(
  stores: SharedStores,
  { b, streamId }: Instances,
  viewerProcesses: ChildProcess[],
  acknowledged: number[],
  momentId: string,
  authorization: string,
) {
  const client = new pg.Client({ connectionString: stores.databaseUrl.toString() });
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
  return {
    storedAt,
    inDatabase: new Set(chatRows.rows.map((row) => Number(row.n))),
    viewerReports,
    answersCounted: Number(answerRows.rows[0]?.n ?? 0),
    momentResponses: momentRow.rows[0]?.responses,
    reactionsAfter: Number(reactionsAfter.rows[0]?.n ?? 0),
    adminResponses,
  };
}

/** The instances serve the built pages: a fresh clone is built first, so one command runs it all. */
function buildIfNeeded() {
  const root = projectRoot();
  if (existsSync(join(root, 'dist', 'web', 'index.html'))) return;
  console.log('No build yet: npm run build first.');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

export async function runSunday(): Promise<void> {
  buildIfNeeded();
  const started = new Date();
  // The machine may be shared: what else was running when this run began.
  const loadAtStart = loadavg()[0] ?? 0;
  const needs = openFileNeeds();
  const stores = sharedStores();
  const stopTidyingOnInterrupt = tidyUpOnInterrupt(stores);
  try {
    const instances = await setUp(stores, needs);
    const generators = await startGenerators(instances);
    const { viewerProcesses, status, beforeViewers } = await connectViewers(instances, needs);
    const afterViewers = await settle(instances);
    const authorization = await openChatRoom(instances);

    const window = await startWindow(stores, instances, generators, viewerProcesses, authorization);
    const { beforeKill, killedAt } = await killInstanceA(
      instances,
      generators,
      viewerProcesses,
      window,
    );
    const { writes, reads } = await endWindow(generators, window);
    const closing = await drain(stores, instances, window, beforeKill, killedAt);
    const acknowledged =
      writes.kinds.find((kind) => kind.name === 'chat message')?.acknowledged ?? [];
    const collected = await collect(
      stores,
      instances,
      viewerProcesses,
      acknowledged,
      window.momentId,
      authorization,
    );

    const text = sundaySection({
      started,
      loadAtStart,
      status,
      windowStartedAt: window.windowStartedAt,
      windowEndedAt: closing.windowEndedAt,
      killedAt,
      usage: {
        beforeViewers,
        afterViewers,
        windowStart: window.windowStart,
        endA: closing.endA,
        endB: closing.endB,
      },
      writes,
      reads,
      ...collected,
      reactionsBefore: window.reactionsBefore,
      machineFrom: window.machineFrom,
      machineTo: closing.machineTo,
      pressureFrom: window.pressureFrom,
      pressureTo: closing.pressureTo,
      running: window.sampling.running,
      activity: window.sampling.activity,
      generatorCpu: closing.generatorCpu,
      redisBefore: window.redisBefore,
      redisAfter: closing.redisAfter,
      databaseBefore: window.databaseBefore,
      databaseAfter: closing.databaseAfter,
    });
    console.log(`\n${text}`);
    appendToLatest(text);
  } finally {
    await tidyUp(stores);
    stopTidyingOnInterrupt();
  }
}
