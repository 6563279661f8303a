/*
 * The app under measurement for the go-live fan-out, in its own process: production settings on
 * embedded SQLite, the stand-in push service allowed, PUSH_SEND_CONCURRENCY from the parent. It
 * stores the browsers the parent hands it, then on 'go' queues one go-live message for all of
 * them and answers with its CPU once the queue is empty.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '#server/app.js';
import { createPushRepository } from '#server/features/push/repository.js';
import { loadConfig } from '#server/platform/config.js';
import { closeWhenParentLeaves } from '../child.js';

const { values } = parseArgs({
  options: { origin: { type: 'string' }, concurrency: { type: 'string' } },
});
const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-bench-push-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  PUSH_TEST_ENDPOINT_ORIGINS: values.origin ?? '',
  PUSH_SEND_CONCURRENCY: values.concurrency ?? '',
  VAPID_SUBJECT: 'mailto:office@church.example.org',
});
const app = await buildApp({ config, logger: true });
await app.ready();
closeWhenParentLeaves(app, dataDir);
const repository = createPushRepository(app.db.kysely);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

process.on('message', (message: { type: string; subscribers?: Subscriber[] }) => {
  if (message.type === 'subscribe') {
    void (async () => {
      for (const { endpoint, keys } of message.subscribers ?? []) {
        await repository.save(
          { endpoint, ...keys, topics: ['go-live'], memberId: null },
          new Date(),
        );
      }
      process.send?.({ type: 'subscribed' });
    })();
  }
  if (message.type === 'go') {
    void (async () => {
      const before = process.cpuUsage();
      const queued = await app.push.notify(
        { title: 'We are live: Sunday Service', body: 'Join us now.', url: '/', tag: 'go-live' },
        { topic: 'go-live' },
        { ttlSeconds: 7200, urgency: 'high' },
      );
      while ((await app.push.pending()) > 0) await sleep(50);
      process.send?.({ type: 'sent', queued, cpu: process.cpuUsage(before) });
    })();
  }
});
process.send?.({ type: 'ready' });
