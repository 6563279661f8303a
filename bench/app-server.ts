/*
 * The app under measurement, in its own process (so the load generator's work is not counted
 * against it): production settings, embedded SQLite, demo content plus 20,000 comments under the
 * live stream. Tells the parent its address over IPC and answers 'usage' with its CPU and memory.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/platform/config.js';
import { adminStreamBodySchema } from '#shared/schemas/admin-streams.js';
import { createCommentsRepository } from '#server/features/comments/repository.js';
import { answerUsage, closeWhenParentLeaves } from './child.js';

const BULK_COMMENTS = 20_000;

function argOption(flag: string, name: string): Record<string, string> {
  const at = process.argv.indexOf(flag);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value === undefined ? {} : { [name]: value };
}

function redisOption() {
  const at = process.argv.indexOf('--redis');
  const url = at >= 0 ? process.argv[at + 1] : undefined;
  return url ? { REDIS_URL: url, REDIS_PREFIX: `lampstand-bench-${process.pid}` } : {};
}

const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  // The load generator is one address standing for many clients: no per-address cap, and each
  // poster names itself in X-Forwarded-For so the chat throttle sees many senders.
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  TRUST_PROXY: '1',
  // --redis URL: live events and counters in Redis, under a prefix of this process's own.
  ...redisOption(),
  // --coalesce-ms 0: every event written at once (the design before coalescing), to compare.
  ...argOption('--coalesce-ms', 'LIVE_COALESCE_MS'),
});
// The build as production serves it: dist/web, and the pages rendered on the server by
// dist/server (naming webDir here would turn the server rendering off).
const app = await buildApp({ config, logger: true });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// A live stream of the bench's own: the demo's streams are services' rooms, live and open to
// chat only on their schedule.
const { row: stream } = await app.adminStreams.create(
  adminStreamBodySchema.parse({
    title: 'Bench service',
    streamUrl: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
    isLive: true,
    isActive: true,
  }),
);
const streamId = stream.id;

// In one transaction: 20,000 commits at synchronous=FULL would take minutes. The live scenarios
// start an app of their own without them (--no-bulk), so memory per viewer starts from a fresh one.
if (!process.argv.includes('--no-bulk'))
  await app.db.kysely.transaction().execute(async (trx) => {
    const comments = createCommentsRepository(trx);
    for (let i = 0; i < BULK_COMMENTS; i += 1) {
      await comments.create({
        streamId,
        memberId: null,
        userName: `Viewer ${i}`,
        userEmail: `viewer${i}@example.org`,
        content: i % 100 === 0 ? `Hallelujah from bench ${i}` : `Amen, comment ${i}`,
      });
    }
  });
await app.readCache.invalidate('comments');

process.send?.({ type: 'ready', baseUrl, streamId, admin: config.admin });
answerUsage();
closeWhenParentLeaves(app, dataDir);
