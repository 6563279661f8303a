/*
 * One instance of the biggest-Sunday scenario, in its own process so it can be killed outright:
 * production settings, the PostgreSQL database, Redis and keys the orchestrator gives in the
 * environment (both instances alike), a data directory of its own. Tells the parent its address,
 * the live stream and the admin's credentials over IPC and answers 'usage' with its CPU and memory.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/platform/config.js';
import { LISTEN_BACKLOG } from '#server/platform/http/listen-backlog.js';
import { answerUsage, closeWhenParentLeaves } from '../child.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-sunday-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  // The load generators are one address standing for many people, each named in X-Forwarded-For.
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  TRUST_PROXY: '1',
});
const app = await buildApp({ config, logger: true });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });

const streams = (await (await fetch(`${baseUrl}/api/streams/active`)).json()) as {
  streams: { _id: string; isLive: boolean }[];
};
const streamId = (streams.streams.find((s) => s.isLive) ?? streams.streams[0])?._id;
if (!streamId) throw new Error('The demo seed gave no active stream to measure.');

// A killed instance cannot tidy up: the parent removes its data directory.
process.send?.({ type: 'ready', baseUrl, streamId, admin: config.admin, dataDir });
// How late the event loop ran since the last 'usage': a busy or starved process answers late.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
answerUsage(() => {
  const delays = {
    loopDelayP99: loopDelay.percentile(99) / 1e6,
    loopDelayMax: loopDelay.max / 1e6,
  };
  loopDelay.reset();
  return delays;
});
closeWhenParentLeaves(app, dataDir);
