/*
 * The push service the go-live fan-out is sent to, in its own process: the tests' stand-in
 * (VAPID checked, every body decrypted), answering each message after --latency-ms as a push
 * service across the internet would. It makes --browsers subscriptions, hands them to the
 * parent, and on 'mark' times how long until half, 90 % and all of them have their message.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startTestPushService } from '#server/platform/testing/push-service.js';

const { values } = parseArgs({
  options: { browsers: { type: 'string' }, 'latency-ms': { type: 'string' } },
});
const browsers = Number(values.browsers);
const service = await startTestPushService({ answerAfterMs: Number(values['latency-ms']) });
const subscribers = Array.from({ length: browsers }, () => service.makeSubscriber());

process.on('message', (message: { type: string }) => {
  if (message.type !== 'mark') return;
  const start = performance.now();
  const reached: Record<string, number> = {};
  const seconds = () => (performance.now() - start) / 1000;
  void service
    .waitFor(() => {
      const delivered = service.delivered();
      if (delivered >= browsers / 2) reached.half ??= seconds();
      if (delivered >= browsers * 0.9) reached.most ??= seconds();
      if (delivered < browsers) return false;
      reached.all = seconds();
      return true;
    }, 3_600_000)
    .then(() =>
      process.send?.({
        type: 'delivered',
        delivered: service.delivered(),
        mostInFlight: service.mostInFlight(),
        cpu: process.cpuUsage(),
        ...reached,
      }),
    );
});
process.on('disconnect', () => {
  void service.close().finally(() => process.exit(0));
});
process.send?.({
  type: 'ready',
  origin: service.origin,
  subscribers: subscribers.map(({ endpoint, keys }) => ({ endpoint, keys })),
});
