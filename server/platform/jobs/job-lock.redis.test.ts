import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisJobLock } from './job-lock.js';
import { manualTimers } from '../testing/manual-timers.js';
import { runEvery } from './run-every.js';

/* Two instances of one installation, each with its own connection to one Redis. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `lampstand-test-jobs-${randomUUID()}:`;
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('a job on two instances over Redis', () => {
  let first: Redis;
  let second: Redis;
  beforeAll(async () => {
    first = new Redis(REDIS_URL, { keyPrefix: prefix });
    second = new Redis(REDIS_URL, { keyPrefix: prefix });
    await Promise.all([first.ping(), second.ping()]);
  });
  afterAll(async () => {
    await first.del('jobs:sweep');
    await Promise.all([first.quit(), second.quit()]);
  });

  it('runs on one of them, and on the other once the first stops', async () => {
    const clock = manualTimers();
    const ranOnA = vi.fn(async () => undefined);
    const ranOnB = vi.fn(async () => undefined);
    const a = runEvery({
      name: 'sweep',
      intervalMs: 1000,
      task: ranOnA,
      log,
      lock: createRedisJobLock(first, 'instance-a'),
      timers: clock.timers,
    });
    const b = runEvery({
      name: 'sweep',
      intervalMs: 1000,
      task: ranOnB,
      log,
      lock: createRedisJobLock(second, 'instance-b'),
      timers: clock.timers,
    });
    a.start();
    b.start();
    for (let tick = 0; tick < 3; tick += 1) {
      clock.advance(1000);
      await Promise.all([a.whenIdle(), b.whenIdle()]);
    }
    expect(ranOnA.mock.calls.length + ranOnB.mock.calls.length).toBe(3);
    expect(Math.min(ranOnA.mock.calls.length, ranOnB.mock.calls.length)).toBe(0);
    // The lease lives under the installation's prefix, held by the instance that ran.
    const holder = ranOnA.mock.calls.length > 0 ? 'instance-a' : 'instance-b';
    expect(await first.get('jobs:sweep')).toBe(holder);
    // What is left of the lease (-1 would be a key that never expires, -2 none).
    expect(await first.pttl('jobs:sweep')).toBeGreaterThan(0);

    const [running, waiting, ranOnWaiting] =
      holder === 'instance-a' ? [a, b, ranOnB] : [b, a, ranOnA];
    await running.stop();
    expect(await first.get('jobs:sweep')).toBeNull();
    clock.advance(1000);
    await waiting.whenIdle();
    expect(ranOnWaiting).toHaveBeenCalledTimes(1);
    await waiting.stop();
  });

  it('runs a nudge on the instance that got it, whoever holds the lease', async () => {
    const clock = manualTimers();
    const ranOnA = vi.fn(async () => undefined);
    const ranOnB = vi.fn(async () => undefined);
    const a = runEvery({
      name: 'nudged',
      intervalMs: 1000,
      task: ranOnA,
      log,
      lock: createRedisJobLock(first, 'instance-a'),
      timers: clock.timers,
    });
    const b = runEvery({
      name: 'nudged',
      intervalMs: 1000,
      task: ranOnB,
      log,
      lock: createRedisJobLock(second, 'instance-b'),
      timers: clock.timers,
    });
    a.start();
    b.start();
    clock.advance(1000);
    await Promise.all([a.whenIdle(), b.whenIdle()]);
    await a.runNow();
    await b.runNow();
    // The timer's run went to whichever instance reached Redis first, once; each was nudged.
    const runs = [ranOnA.mock.calls.length, ranOnB.mock.calls.length];
    expect(runs.sort()).toEqual([1, 2]);
    await Promise.all([a.stop(), b.stop()]);
  });
});
