import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryJobLock, type JobLock } from './job-lock.js';
import { manualTimers } from '../testing/manual-timers.js';
import { runEvery } from './run-every.js';

function silentLog() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

/** A task each test resolves by hand, to hold a run in progress. */
function heldTask() {
  const releases: (() => void)[] = [];
  const task = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      }),
  );
  return { task, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

describe('runEvery', () => {
  it('runs on the interval, not before', async () => {
    const clock = manualTimers();
    const task = vi.fn(async () => undefined);
    const job = runEvery({
      name: 'tick',
      intervalMs: 1000,
      task,
      log: silentLog(),
      timers: clock.timers,
    });
    job.start();
    clock.advance(999);
    expect(task).not.toHaveBeenCalled();
    clock.advance(1);
    await job.whenIdle();
    expect(task).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1000);
      await job.whenIdle();
    }
    expect(task).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('runs at once when asked to at start', async () => {
    const clock = manualTimers();
    const task = vi.fn(async () => undefined);
    const job = runEvery({
      name: 'tick',
      intervalMs: 1000,
      runAtStart: true,
      task,
      log: silentLog(),
      timers: clock.timers,
    });
    job.start();
    await job.whenIdle();
    expect(task).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('adds up to the jitter to each wait', async () => {
    const clock = manualTimers();
    const job = runEvery({
      name: 'tick',
      intervalMs: 1000,
      jitterMs: 500,
      random: () => 0.5,
      task: async () => undefined,
      log: silentLog(),
      timers: clock.timers,
    });
    job.start();
    expect(clock.waits).toEqual([1250]);
    await job.stop();
    expect(clock.waits).toEqual([]);
  });

  it('skips a tick that finds the last run still going', async () => {
    const clock = manualTimers();
    const { task, releaseAll } = heldTask();
    const job = runEvery({
      name: 'slow',
      intervalMs: 1000,
      task,
      log: silentLog(),
      timers: clock.timers,
    });
    job.start();
    clock.advance(1000);
    clock.advance(1000);
    clock.advance(1000);
    expect(task).toHaveBeenCalledTimes(1);
    releaseAll();
    await job.whenIdle();
    clock.advance(1000);
    expect(task).toHaveBeenCalledTimes(2);
    releaseAll();
    await job.stop();
  });

  it('runs a nudge during a run once, right after it', async () => {
    const clock = manualTimers();
    const { task, releaseAll } = heldTask();
    const job = runEvery({
      name: 'nudged',
      intervalMs: 1000,
      task,
      log: silentLog(),
      timers: clock.timers,
    });
    const first = job.runNow();
    const second = job.runNow();
    const third = job.runNow();
    expect(second).toBe(third);
    expect(task).toHaveBeenCalledTimes(1);
    releaseAll();
    await first;
    expect(task).toHaveBeenCalledTimes(2);
    releaseAll();
    await second;
    expect(task).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('logs a failure and keeps its pace', async () => {
    const clock = manualTimers();
    const log = silentLog();
    const task = vi.fn(async () => {
      throw new Error('database away');
    });
    const job = runEvery({ name: 'failing', intervalMs: 1000, task, log, timers: clock.timers });
    job.start();
    clock.advance(1000);
    await job.whenIdle();
    clock.advance(1000);
    await job.whenIdle();
    expect(task).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]?.[1]).toBe('background job failing failed');
    await job.stop();
  });

  it('stops: waits for the run in progress, then runs no more', async () => {
    const clock = manualTimers();
    const { task, releaseAll } = heldTask();
    const job = runEvery({
      name: 'stopping',
      intervalMs: 1000,
      task,
      log: silentLog(),
      timers: clock.timers,
    });
    job.start();
    clock.advance(1000);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    releaseAll();
    await stopping;
    clock.advance(5000);
    await job.runNow();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a tick only on the instance holding the lease, and hands it over on stop', async () => {
    const clock = manualTimers();
    const holders = new Map<string, string>();
    // Two instances' views of one shared lease store, as Redis would be.
    const sharedLock = (instance: string): JobLock => ({
      acquire: async (name) => {
        if ((holders.get(name) ?? instance) !== instance) return false;
        holders.set(name, instance);
        return true;
      },
      release: async (name) => {
        if (holders.get(name) === instance) holders.delete(name);
      },
    });
    const a = vi.fn(async () => undefined);
    const b = vi.fn(async () => undefined);
    const log = silentLog();
    const jobA = runEvery({
      name: 'once',
      intervalMs: 1000,
      task: a,
      log,
      lock: sharedLock('a'),
      timers: clock.timers,
    });
    const jobB = runEvery({
      name: 'once',
      intervalMs: 1000,
      task: b,
      log,
      lock: sharedLock('b'),
      timers: clock.timers,
    });
    jobA.start();
    jobB.start();
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1000);
      await Promise.all([jobA.whenIdle(), jobB.whenIdle()]);
    }
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([3, 0]);
    await jobA.stop();
    clock.advance(1000);
    await jobB.whenIdle();
    expect(b).toHaveBeenCalledTimes(1);
    await jobB.stop();
  });

  it('runs every tick alone, with the lock of a single instance', async () => {
    const clock = manualTimers();
    const task = vi.fn(async () => undefined);
    const job = runEvery({
      name: 'alone',
      intervalMs: 1000,
      task,
      log: silentLog(),
      lock: createMemoryJobLock(),
      timers: clock.timers,
    });
    job.start();
    for (let i = 0; i < 2; i += 1) {
      clock.advance(1000);
      await job.whenIdle();
    }
    expect(task).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
