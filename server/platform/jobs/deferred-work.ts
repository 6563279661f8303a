import type { FastifyBaseLogger } from 'fastify';
import { type Job, runEvery } from './run-every.js';

/** How often queued work runs: on its own clock, never on the request that queued it. */
export const DEFERRED_WORK_INTERVAL_MS = 1_000;
/** Jobs held at most; beyond that a request is dropped quietly (the per-address limits come first). */
const MAX_QUEUED = 10_000;

interface Options<T> {
  /** What the work is, for the log when a job fails. */
  what: string;
  run: (job: T) => Promise<unknown>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Work that follows an answer which must not tell whether an address is known (a password
 * reset, a stream alert subscription). Queueing is the same few instructions for every
 * address, and the lookup, the writes and the email run later, in a batch on a timer of their
 * own: the client's next request never waits behind the work its last one caused, so its
 * timing tells nothing either. In memory, per instance: a request lost to a restart is asked
 * again, as a lost email would be.
 */
export function createDeferredWork<T>({
  what,
  run,
  log,
  intervalMs = DEFERRED_WORK_INTERVAL_MS,
}: Options<T>) {
  const queue: T[] = [];

  async function drain() {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
      try {
        await run(job);
      } catch (error) {
        log.error({ err: error }, `${what} failed`);
      }
    }
  }

  // The queue is this instance's memory: every instance drains its own.
  const name = `deferred ${what}`;
  let job: Job = runEvery({ name, intervalMs, task: drain, log });

  /** Runs every queued job now (the timer's tick; tests and shutdown call it too). */
  function flush(): Promise<void> {
    return job.runNow();
  }

  return {
    /** Queues a job and returns at once; never awaited by a request. */
    push(job: T): void {
      if (queue.length < MAX_QUEUED) queue.push(job);
    },
    /** Jobs waiting to run. */
    get pending(): number {
      return queue.length;
    },
    flush,
    start() {
      job.start();
    },
    /** Stops the timer and runs what is left, before the database closes. */
    async stop() {
      await job.stop();
      // A fresh, unstarted job runs what is left; started again later (tests do), it ticks.
      job = runEvery({ name, intervalMs, task: drain, log });
      await job.runNow();
    },
  };
}

export type DeferredWork<T> = ReturnType<typeof createDeferredWork<T>>;
