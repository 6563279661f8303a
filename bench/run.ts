/*
 * `npm run bench`: the app, a bare node:http server and the load generators each in their own
 * process, on 127.0.0.1 only, every scenario bounded in time. Writes bench/results/latest.md.
 *
 *   npm run bench [-- --seconds 10 --connections 50 --warmup 3 --viewers 2000,5000,10000
 *                    --message-rate 1,10,20 --only read|live|pages|limits|sunday|push --pages /,/LiveStream,/events --runs 3
 *                    --only limits --rounds 2 --redis redis://127.0.0.1:6379]
 *
 * read: each hot path on the app, then the same bytes from a bare node:http server, in the same
 *       run: requests/s, p99 and their ratio.
 * live: N viewers on one stream's event stream while 1, 10, then 20 chat messages/s are posted (latency
 *       from post to receipt, server CPU, memory per viewer); at 10/s and more the same with every
 *       event written at once (the design before coalescing); then the same N viewers polling the
 *       chat list every 3,000 ms (the spec's fallback): CPU seconds and bytes per viewer-minute;
 *       last, a bare node:http fan-out at one write per coalescing window.
 * limits: a rate-limited write (POST /api/user/contact) at steady load, its counters in memory,
 *       then in Redis (--redis, default redis://127.0.0.1:6379), on a fresh app per store and
 *       round (--rounds): requests/s, p99, the app's
 *       CPU per answer (Redis's own CPU not included) and its resident memory after the run.
 * sunday: two instances sharing PostgreSQL and Redis under a Sunday's whole load, one killed
 *       half-way (bench/sunday/run.ts, options of its own).
 * push: one go-live message to 1,000 and 5,000 subscribed browsers through the delivery queue, to
 *       a stand-in push service answering after 150 ms, as many at once as now and as before
 *       (bench/push/run.ts, options of its own: --browsers --latency-ms --before-concurrency).
 * pages: each public page of the build (`npm run build` first) in Lighthouse, mobile, in Debian's
 *       Chromium (bench/pages.ts): JS, CSS and font bytes on first load, performance, LCP, CLS,
 *       TBT, the median of --runs runs.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_ROUTE_LIST } from '#shared/routes.js';
import { projectRoot } from '#server/platform/project-root.js';

// The biggest Sunday has options, instances and a database of its own (bench/sunday/run.ts).
const onlyAt = process.argv.indexOf('--only');
if (process.argv[onlyAt + 1] === 'sunday' || process.argv.includes('--only=sunday')) {
  const { runSunday } = await import('./sunday/run.js');
  await runSunday();
  process.exit(0);
}
// So has going live to every subscribed browser (bench/push/run.ts).
if (process.argv[onlyAt + 1] === 'push' || process.argv.includes('--only=push')) {
  const { runPush } = await import('./push/run.js');
  await runPush();
  process.exit(0);
}

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    viewers: { type: 'string', default: '2000,5000,10000' },
    only: { type: 'string' },
    'message-rate': { type: 'string', default: '1,10,20' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    rounds: { type: 'string', default: '2' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const warmupSeconds = Number(values.warmup);
const audiences = values.viewers.split(',').map(Number);
const messageRates = values['message-rate'].split(',').map(Number);
const POLL_MS = 3000;
/** A quiet room's events go at once; a busy one's wait up to one coalescing window (250 ms). */
const p99TargetMs = (messageRate: number) => (messageRate <= 1 ? 250 : 500);
/** Push against the cached polling, in CPU per viewer-minute, at 10 messages/s and more. */
const CHEAPER_TARGET = 3;
const LIVE_SETTLE_SECONDS = 10;
const benchDir = join(projectRoot(), 'bench');
const publicPages = SITE_ROUTE_LIST.map((route) => route.path).filter(
  (path) => !path.startsWith('/admin'),
);
const pagePaths = values.pages ? values.pages.split(',') : publicPages;
const pageRuns = Number(values.runs);

interface Usage {
  cpu: NodeJS.CpuUsage;
  rss: number;
}

/** A TypeScript child with an IPC channel, resolved with its first 'ready' message. */
function start<T>(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(join(benchDir, script), args, {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', '--conditions=source'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', function onReady(message: { type: string }) {
      if (message.type !== 'ready') return;
      child.off('message', onReady);
      resolve({ child, ready: message as T });
    });
  });
}

function ask<T>(child: ChildProcess, type: string, answer = type): Promise<T> {
  return new Promise((resolve) => {
    child.on('message', function onAnswer(message: { type: string }) {
      if (message.type !== answer) return;
      child.off('message', onAnswer);
      resolve(message as T);
    });
    child.send({ type });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The response exactly as sent: status, headers (less the per-connection ones) and body. */
function capture(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
            if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: kept,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  write: { method: 'POST'; body: string; addresses?: number } | Record<string, never> = {},
): Promise<LoadResult & { errors: number; answered: number }> {
  const child = fork(
    join(benchDir, 'load.ts'),
    [JSON.stringify({ url, connections, seconds, warmupSeconds, headers, ...write })],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult & {
    errors: number;
    answered: number;
  };
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}`;
const report: string[] = [
  `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; machine: ${machine}.`,
  '',
];

const { child: app, ready } = await start<{
  baseUrl: string;
  streamId: string;
  admin: { email: string; password: string };
}>('app-server.ts');
const { baseUrl, streamId } = ready;

async function usageOf(child: ChildProcess) {
  return ask<Usage>(child, 'usage');
}

async function readPath() {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ready.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const admin = { authorization: `Bearer ${token}` };
  const brotli = { 'accept-encoding': 'gzip, deflate, br' };
  const scenarios: { name: string; path: string; headers?: Record<string, string>; hot?: true }[] =
    [
      { name: 'GET /api/streams/active', path: '/api/streams/active', hot: true },
      { name: 'GET /api/stream/{id}', path: `/api/stream/${streamId}`, hot: true },
      {
        name: 'GET live chat list',
        path: `/api/user/chat-messages/${streamId}?messageType=chat`,
        hot: true,
      },
      {
        name: 'GET comment list (200 of 20,000)',
        path: `/api/user/comments/${streamId}`,
        hot: true,
      },
      {
        name: 'GET comment list, brotli',
        path: `/api/user/comments/${streamId}?`,
        headers: brotli,
        hot: true,
      },
      { name: 'GET /api/events/upcoming', path: '/api/events/upcoming', hot: true },
      // Every public page's schedule (home countdown, service times, upcoming list).
      {
        name: 'GET /api/services/upcoming',
        path: '/api/services/upcoming?days=14',
        hot: true,
      },
      { name: 'GET /api/services/current', path: '/api/services/current', hot: true },
      // The sermon library and the podcast apps' polls of the feed.
      { name: 'GET /api/sermons', path: '/api/sermons', hot: true },
      { name: 'GET /api/sermons?q=grace', path: '/api/sermons?q=grace', hot: true },
      { name: 'GET /podcast.xml', path: '/podcast.xml', hot: true },
      { name: 'GET /sermons (page)', path: '/sermons' },
      { name: 'GET /api/settings/public', path: '/api/settings/public', hot: true },
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'GET /LiveStream (page)', path: '/LiveStream' },
      { name: 'GET /api/testimonies', path: '/api/testimonies' },
      { name: 'GET /api/admin/dashboard', path: '/api/admin/dashboard', headers: admin },
      { name: 'GET /api/admin/comments (first page)', path: '/api/admin/comments', headers: admin },
    ];
  const captured: Record<string, Awaited<ReturnType<typeof capture>>> = {};
  for (const scenario of scenarios)
    captured[scenario.path] = await capture(baseUrl + scenario.path, scenario.headers ?? {});
  const { child: bare, ready: bareReady } = await start<{ baseUrl: string }>('bare-server.ts');
  bare.send({ type: 'answers', answers: captured });
  await new Promise((resolve) => bare.once('message', resolve));

  const rows: string[] = [];
  for (const scenario of scenarios) {
    const headers = scenario.headers ?? {};
    const ours = await load(baseUrl + scenario.path, headers);
    const yardstick = await load(bareReady.baseUrl + scenario.path, headers);
    const ratio = ours.requestsPerSecond / yardstick.requestsPerSecond;
    const verdict = scenario.hot ? (ratio >= 0.5 ? 'met' : 'not met') : '';
    const row = `| ${scenario.name} | ${Math.round(ours.requestsPerSecond)} | ${ours.p99} | ${Math.round(yardstick.requestsPerSecond)} | ${yardstick.p99} | ${ratio.toFixed(2)} | ${verdict} | ${ours.failures} |`;
    console.log(row);
    rows.push(row);
  }
  bare.disconnect();
  report.push(
    `### Read path (${connections} connections, ${warmupSeconds} s warm-up, ${seconds} s measured)`,
    '',
    '| path | app req/s | app p99 ms | bare req/s | bare p99 ms | ratio | target ≥ 0.5 | failures |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  );
}

const NAMES = [
  'Ruth',
  'Esther',
  'Daniel',
  'Grace',
  'Samuel',
  'Joy',
  'Emmanuel',
  'Mary',
  'Peter',
  'Chiamaka',
  'Tunde',
  'Ngozi',
  'David',
  'Blessing',
  'John',
  'Faith',
  'Kemi',
  'Paul',
  'Hannah',
  'Michael',
  'Sarah',
  'Ifeanyi',
  'Deborah',
  'James',
  'Favour',
  'Joseph',
  'Adaeze',
  'Timothy',
];
const WORDS = [
  'Amen',
  'Hallelujah',
  'praise God',
  'good morning',
  'from Lagos',
  'from Abuja',
  'from London',
  'watching with my family',
  'this word is for me',
  'thank you Pastor',
  'glory to God',
  'what a blessing',
  'the choir is wonderful',
  'joining from the office',
  'please pray for my mother',
  'God is faithful',
  'I receive it',
  'greetings church',
  'so encouraging',
  'Jesus is Lord',
  'sound is clear now',
  'God bless you all',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

/**
 * A chat line like a service's: a name and two or three phrases of many, so answers compress as
 * a real chat's would, not as one line repeated.
 */
function chatLine() {
  const phrases = Array.from({ length: 2 + Math.floor(Math.random() * 2) }, () => pick(WORDS));
  return { userName: `${pick(NAMES)} ${pick(NAMES).slice(0, 1)}.`, text: `${phrases.join(', ')}!` };
}

/** Posts `messageRate` chat messages a second for `ms`, each from its own address. */
async function postChat(target: LiveTarget, ms: number, messageRate: number) {
  const { baseUrl, streamId } = target;
  const end = Date.now() + ms;
  let n = 0;
  let failures = 0;
  const posts: Promise<void>[] = [];
  while (Date.now() < end) {
    n += 1;
    const from = `172.16.${(n >> 8) & 255}.${n & 255}`;
    const line = chatLine();
    posts.push(
      fetch(`${baseUrl}/api/user/chat-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({
          streamId,
          userName: line.userName,
          userEmail: `viewer${n}@example.org`,
          message: `${line.text} ts=${Date.now()}.`,
        }),
      }).then(
        (response) => {
          if (response.status !== 201) failures += 1;
        },
        () => {
          failures += 1;
        },
      ),
    );
    await sleep(1000 / messageRate);
  }
  await Promise.all(posts);
  return { posted: n, failures };
}

interface ViewersReport {
  connected: number;
  failed: number;
  bytes: number;
  received: number;
  sampled: number;
  p50: number | null;
  p99: number | null;
  pollAnswers: number;
  pollP50: number | null;
  pollP99: number | null;
}

/** An app of the live scenarios' own. */
/** The viewers' process, once every viewer is connected (or has failed), within a bound. */
async function openViewers(options: {
  mode: 'push' | 'poll';
  baseUrl: string;
  streamId: string;
  viewers: number;
}) {
  const child = fork(
    join(benchDir, 'viewers.ts'),
    [JSON.stringify({ ...options, pollMs: POLL_MS })],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const connectBy = Date.now() + 60_000;
  for (;;) {
    const status = await ask<{ connected: number; failed: number }>(child, 'status');
    if (status.connected + status.failed >= options.viewers || Date.now() > connectBy) break;
    await sleep(250);
  }
  return child;
}

async function stopApp(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}

interface LiveTarget {
  child: ChildProcess;
  baseUrl: string;
  streamId: string;
}

async function audience(
  target: LiveTarget,
  mode: 'push' | 'poll',
  viewers: number,
  messageRate: number,
) {
  const { child: app, baseUrl, streamId } = target;
  const before = await usageOf(app);
  const child = await openViewers({ mode, baseUrl, streamId, viewers });
  // Settling: a fresh app that just took thousands of connections is still growing its heap.
  await sleep(Math.max(warmupSeconds, LIVE_SETTLE_SECONDS) * 1000);
  const connectedUsage = await usageOf(app);
  child.send({ type: 'measure' });
  const startUsage = await usageOf(app);
  const started = Date.now();
  const posting = await postChat(target, seconds * 1000, messageRate);
  // Let the last messages arrive (push) or be polled once more.
  await sleep(mode === 'push' ? 1000 : POLL_MS);
  const minutes = (Date.now() - started) / 60_000;
  const endUsage = await usageOf(app);
  const result = await ask<ViewersReport>(child, 'report');
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
  await sleep(2000);
  const cpuSeconds =
    (endUsage.cpu.user + endUsage.cpu.system - startUsage.cpu.user - startUsage.cpu.system) / 1e6;
  return {
    ...result,
    posted: posting.posted,
    postFailures: posting.failures,
    cpuSeconds,
    cpuShare: cpuSeconds / (minutes * 60),
    bytesPerViewerMinute: result.bytes / Math.max(1, result.connected) / minutes,
    memoryGrowth: connectedUsage.rss - before.rss,
    memoryPerViewerKb: (connectedUsage.rss - before.rss) / Math.max(1, result.connected) / 1024,
    cpuPerViewerMinute: cpuSeconds / Math.max(1, result.connected) / minutes,
  };
}

async function live() {
  const probe = await fetch(`${baseUrl}/api/live?stream=${streamId}`).catch(() => undefined);
  const available = probe?.status === 200;
  await probe?.body?.cancel();
  if (!available) {
    report.push('### Live fan-out', '', 'Not run: `GET /api/live` is not in this build.', '');
    return;
  }
  const pushRows: string[] = [];
  const compareRows: string[] = [];
  const largest: string[] = [];
  for (const rate of messageRates) {
    let largestPush = 0;
    let largestPoll = 0;
    let previous: { viewers: number; growth: number } | undefined;
    for (const viewers of audiences) {
      // A fresh app for each audience: its memory growth is this audience's alone.
      const fresh = await start<{ baseUrl: string; streamId: string }>('app-server.ts', [
        '--no-bulk',
      ]);
      const target = { child: fresh.child, ...fresh.ready };
      const push = await audience(target, 'push', viewers, rate);
      const p99ok =
        push.p99 !== null && push.p99 < p99TargetMs(rate) && push.connected >= viewers * 0.99;
      if (p99ok) largestPush = Math.max(largestPush, viewers);
      const expected = push.posted * push.sampled;
      // What each further viewer adds, free of the fixed growth of a process's first connections.
      const marginal = previous
        ? ((push.memoryGrowth - previous.growth) / (viewers - previous.viewers) / 1024).toFixed(1)
        : '';
      previous = { viewers, growth: push.memoryGrowth };
      pushRows.push(
        `| ${rate} | ${viewers} | ${push.connected} | ${push.posted} | ${push.received} / ${expected} | ${push.p50} | ${push.p99} | ${(push.cpuShare * 100).toFixed(0)} % | ${push.memoryPerViewerKb.toFixed(1)} | ${marginal} | ${p99ok ? 'met' : 'not met'} |`,
      );
      console.log(pushRows.at(-1));
      const poll = await audience(target, 'poll', viewers, rate);
      await stopApp(fresh.child);
      // The design before coalescing (one write per event), in the same run, where it differs.
      let uncoalesced: Awaited<ReturnType<typeof audience>> | undefined;
      if (rate >= 10) {
        const before = await start<{ baseUrl: string; streamId: string }>('app-server.ts', [
          '--no-bulk',
          '--coalesce-ms',
          '0',
        ]);
        uncoalesced = await audience(
          { child: before.child, ...before.ready },
          'push',
          viewers,
          rate,
        );
        await stopApp(before.child);
      }
      const pollOk = poll.pollP99 !== null && poll.pollP99 < p99TargetMs(1) && poll.failed === 0;
      if (pollOk) largestPoll = Math.max(largestPoll, viewers);
      const cheaper = poll.cpuPerViewerMinute / Math.max(push.cpuPerViewerMinute, 1e-9);
      const fewerBytes = poll.bytesPerViewerMinute / Math.max(push.bytesPerViewerMinute, 1);
      compareRows.push(
        `| ${rate} | ${viewers} | ${(poll.cpuPerViewerMinute * 1000).toFixed(2)} | ${(push.cpuPerViewerMinute * 1000).toFixed(2)} | ${cheaper.toFixed(1)}× | ${Math.round(poll.bytesPerViewerMinute)} | ${Math.round(push.bytesPerViewerMinute)} | ${fewerBytes.toFixed(1)}× | ${poll.pollP50} / ${poll.pollP99} | ${poll.failed} | ${uncoalesced ? `${(uncoalesced.cpuPerViewerMinute * 1000).toFixed(2)} / ${uncoalesced.p99}` : ''} | ${rate < 10 ? '' : cheaper >= CHEAPER_TARGET ? 'met' : 'not met'} |`,
      );
      console.log(compareRows.at(-1));
    }
    largest.push(
      `${rate} message(s)/s: push ${largestPush || 'none'}, polling ${largestPoll || 'none'}`,
    );
  }
  const bare = await bareFanout(Math.max(...audiences));
  report.push(
    `### Live fan-out: one stream, chat messages posted at each rate for ${seconds} s`,
    '',
    '| messages/s | viewers | connected | posted | deliveries to sampled viewers | p50 ms | p99 ms | server CPU (of one core) | KB per viewer | KB per further viewer | p99 < 250 ms (1/s), < 500 ms (busier) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pushRows,
    '',
    `### Polling (every ${POLL_MS} ms, the fallback) against push, same viewers and message rate`,
    '',
    `| messages/s | viewers | poll CPU ms per viewer-minute | push CPU ms per viewer-minute | push cheaper by | poll bytes per viewer-minute | push bytes per viewer-minute | push smaller by | poll p50 / p99 ms | poll failures | push one write per event (before coalescing): CPU ms per viewer-minute / p99 ms | push ≥ ${CHEAPER_TARGET}× cheaper at ≥ 10/s |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...compareRows,
    '',
    `Largest audience tried that held its p99 target (of ${audiences.join(', ')}): ${largest.join('; ')}.`,
    '',
    `Bare node:http fan-out (bench/bare-fanout.ts), ${bare.viewers} sockets, one ${BARE_BYTES}-byte write to each ${BARE_RATE} times a second (one per coalescing window): ${(bare.cpuPerViewerMinute * 1000).toFixed(2)} ms of CPU per viewer-minute, ${bare.microsPerWrite.toFixed(1)} µs per write.`,
    '',
  );
}

const BARE_RATE = 4;
const BARE_BYTES = 650;

/** This machine's price of a socket write: the floor under any push design at BARE_RATE writes/s. */
async function bareFanout(viewers: number) {
  const bare = await start<{ baseUrl: string; streamId: string }>('bare-fanout.ts', [
    '--rate',
    String(BARE_RATE),
    '--bytes',
    String(BARE_BYTES),
  ]);
  const child = await openViewers({ mode: 'push', ...bare.ready, viewers });
  await sleep(LIVE_SETTLE_SECONDS * 1000);
  const startUsage = await ask<Usage & { writes: number }>(bare.child, 'usage');
  const started = Date.now();
  await sleep(seconds * 1000);
  const endUsage = await ask<Usage & { writes: number }>(bare.child, 'usage');
  const minutes = (Date.now() - started) / 60_000;
  const { connected } = await ask<{ connected: number }>(child, 'status');
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
  await stopApp(bare.child);
  const micros =
    endUsage.cpu.user + endUsage.cpu.system - startUsage.cpu.user - startUsage.cpu.system;
  return {
    viewers: connected,
    cpuPerViewerMinute: micros / 1e6 / Math.max(1, connected) / minutes,
    microsPerWrite: micros / Math.max(1, endUsage.writes - startUsage.writes),
  };
}

/**
 * The counter store under a rate-limited write: each request is counted by @fastify/rate-limit
 * before anything else, then answered 429 (one address past its limit) or 400 (many addresses,
 * each within its limit, with an empty form: counted, then refused by validation before any
 * database work). A fresh app per row, so the memory is that row's; memory and Redis side by
 * side in one run (decision 0202 compared two designs this way, taking turns).
 */
async function limits() {
  const stores = [
    { name: 'memory', args: [] as string[] },
    { name: 'Redis', args: ['--redis', values.redis] },
  ];
  const rounds = Number(values.rounds);
  const ADDRESSES = 100_000;
  const json = { 'content-type': 'application/json' };
  const write = { method: 'POST' as const, body: '{}' };
  const rows: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const store of stores) {
      const fresh = await start<{ baseUrl: string }>('app-server.ts', ['--no-bulk', ...store.args]);
      const url = `${fresh.ready.baseUrl}/api/user/contact`;
      const cpuPerAnswer = async (run: () => ReturnType<typeof load>) => {
        const before = await usageOf(fresh.child);
        const result = await run();
        const after = await usageOf(fresh.child);
        const micros = after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system;
        return { ...result, cpuMicros: micros / Math.max(1, result.answered) };
      };
      const one = await cpuPerAnswer(() => load(url, json, write));
      const many = await cpuPerAnswer(() => load(url, json, { ...write, addresses: ADDRESSES }));
      const { rss } = await usageOf(fresh.child);
      fresh.child.removeAllListeners('exit');
      const exited = new Promise((resolve) => fresh.child.once('exit', resolve));
      fresh.child.disconnect();
      await exited;
      const row = `| ${store.name} | ${round + 1} | ${Math.round(one.requestsPerSecond)} | ${one.p99} | ${Math.round(one.cpuMicros)} | ${Math.round(many.requestsPerSecond)} | ${many.p99} | ${Math.round(many.cpuMicros)} | ${Math.round(rss / 1024 / 1024)} | ${one.errors + many.errors} |`;
      console.log(row);
      rows.push(row);
    }
  }
  report.push(
    `### Rate-limited write: POST /api/user/contact (${connections} connections, ${warmupSeconds} s warm-up, ${seconds} s measured per column)`,
    '',
    `| counters in | round | one address (429) req/s | p99 ms | app CPU µs per answer | ${ADDRESSES.toLocaleString('en')} addresses (400) req/s | p99 ms | app CPU µs per answer | app RSS after, MiB | errors |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  );
}

async function pages() {
  if (!existsSync(join(projectRoot(), 'dist', 'web', 'index.html'))) {
    report.push('### Pages', '', 'Not run: no built front end (`npm run build` first).', '');
    return;
  }
  // Loaded only here: Lighthouse is large, and the other parts do not need it.
  const { PAGE_TABLE_HEAD, measurePages, pageRow } = await import('./pages.js');
  const rows: string[] = [];
  await measurePages(baseUrl, pagePaths, pageRuns, (page) => {
    rows.push(pageRow(page));
    console.log(rows.at(-1));
  });
  report.push(
    `### Pages: first load on a phone (Lighthouse mobile, Debian's Chromium, median of ${pageRuns})`,
    '',
    ...PAGE_TABLE_HEAD,
    ...rows,
    '',
    'Bytes are the site\'s own files as transferred (brotli, headers included); "JS KB gzip" is the same scripts fetched as gzip. Targets: JS ≤ 100 KB gzip, performance ≥ 95, LCP ≤ 2.5 s, CLS < 0.05, TBT < 200 ms.',
    '',
  );
}

const parts = values.only ? values.only.split(',') : ['read', 'live', 'pages', 'limits'];
try {
  if (parts.includes('read')) await readPath();
  // Before the fan-out, which leaves chat behind and warms the process up unevenly.
  if (parts.includes('pages')) await pages();
  if (parts.includes('live')) await live();
  if (parts.includes('limits')) await limits();
  const memory = await usageOf(app);
  report.push(`App resident memory at the end: ${Math.round(memory.rss / 1024 / 1024)} MiB.`);
} finally {
  app.disconnect();
}
const text = report.join('\n');
console.log(`\n${text}`);
mkdirSync(join(benchDir, 'results'), { recursive: true });
writeFileSync(join(benchDir, 'results', 'latest.md'), `${text}\n`);
