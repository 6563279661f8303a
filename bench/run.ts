/*
 * Throughput and latency of the hot paths, against the real app on loopback with an embedded
 * SQLite database and the demo content. Bounded: each scenario runs for a fixed time.
 * Usage: npm run bench [-- --seconds 10 --connections 50]
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/platform/config.js';
import { projectRoot } from '#server/platform/project-root.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-bench-'));
const webDir = join(projectRoot(), 'dist', 'web');
// The load generator is one address standing for many clients: no per-address connection cap.
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PORT: '0',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
});
const app = await buildApp({ config, logger: false, webDir });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${baseUrl}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(config.admin),
});
const { token } = (await login.json()) as { token: string };
const active = await fetch(`${baseUrl}/api/streams/active`);
const { streams } = (await active.json()) as { streams: { _id: string }[] };
const streamId = streams[0]?._id;
if (!streamId) throw new Error('The demo seed gave no active stream to measure.');

// The admin lists must stay fast with tens of thousands of rows: give them 20,000 comments.
const BULK_COMMENTS = 20_000;
for (let i = 0; i < BULK_COMMENTS; i += 1) {
  await repositoriesOf(app).comments.create({
    streamId,
    memberId: null,
    userName: `Viewer ${i}`,
    userEmail: `viewer${i}@example.org`,
    content: i % 100 === 0 ? `Hallelujah from bench ${i}` : `Amen, comment ${i}`,
  });
}
const chatStart = await fetch(`${baseUrl}/api/user/general-chat`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.org',
    userId: 'bench',
    message: 'Hello, could someone pray with me?',
  }),
});
const { chatId } = (await chatStart.json()) as { chatId: string };
const admin = { authorization: `Bearer ${token}` };

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}
const scenarios: Scenario[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/settings/public', path: '/api/settings/public' },
  { name: 'GET /LiveStream (page with metadata)', path: '/LiveStream' },
  { name: 'GET /api/streams/active', path: '/api/streams/active' },
  { name: 'GET /api/stream/{id}', path: `/api/stream/${streamId}` },
  {
    name: 'GET live chat poll (chat-messages)',
    path: `/api/user/chat-messages/${streamId}?messageType=chat`,
  },
  { name: 'GET /api/user/comments/{streamId}', path: `/api/user/comments/${streamId}` },
  {
    name: 'GET quick chat poll (quick-chat messages)',
    path: `/api/user/general-chat/${chatId}/messages`,
  },
  { name: 'GET /api/events/upcoming', path: '/api/events/upcoming' },
  { name: 'GET /api/events.ics (calendar feed)', path: '/api/events.ics' },
  { name: 'GET /api/testimonies (testimony wall)', path: '/api/testimonies' },
  { name: 'GET /api/admin/session (token check)', path: '/api/admin/session', headers: admin },
  { name: 'GET /api/admin/dashboard', path: '/api/admin/dashboard', headers: admin },
  {
    name: `GET /api/admin/comments (${BULK_COMMENTS.toLocaleString('en')} rows, first page)`,
    path: '/api/admin/comments',
    headers: admin,
  },
  {
    name: `GET /api/admin/comments?search= (${BULK_COMMENTS.toLocaleString('en')} rows)`,
    path: '/api/admin/comments?search=hallelujah',
    headers: admin,
  },
  {
    name: 'GET /api/admin/analytics?period=30d',
    path: '/api/admin/analytics?period=30d',
    headers: admin,
  },
  { name: 'GET /api/admin/general-chats', path: '/api/admin/general-chats', headers: admin },
];

const rows: string[] = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: baseUrl + scenario.path,
    connections,
    duration,
    headers: scenario.headers ?? {},
  });
  if (result.non2xx > 0 || result.errors > 0) {
    console.error(`${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    process.exitCode = 1;
  }
  const row = `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`;
  rows.push(row);
  console.log(row);
}
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
await app.close();
rmSync(dataDir, { recursive: true, force: true });

const report = [
  `Date: ${new Date().toISOString().slice(0, 10)}; machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}`,
  `${connections} connections, ${duration} s per scenario, client and server in one process on loopback.`,
  '',
  '| scenario | requests/s | p50 ms | p99 ms | failures |',
  '|---|---|---|---|---|',
  ...rows,
  '',
  `Resident memory after the run: ${rssMb} MiB.`,
].join('\n');
console.log(`\n${report}`);
mkdirSync(join(projectRoot(), 'bench', 'results'), { recursive: true });
writeFileSync(join(projectRoot(), 'bench', 'results', 'latest.md'), `${report}\n`);
