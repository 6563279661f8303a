import type { FastifyBaseLogger } from 'fastify';
import type { JobLock } from './job-lock.js';

/** The timer functions a job uses; tests pass a hand-driven clock. */
export interface JobTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: JobTimers = {
  setTimeout(run, ms) {
    const handle = setTimeout(run, ms);
    // A waiting job never keeps the process alive on its own.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface JobOptions {
  /** Names the job in the log and its lease: kebab-case, unique in the app. */
  name: string;
  intervalMs: number;
  /** Up to this much is added to each wait, at random, so instances do not tick in step. */
  jitterMs?: number;
  task: () => Promise<unknown>;
  /** Runs once as soon as the job starts, then on the interval. */
  runAtStart?: boolean;
}

export interface RunEveryOptions extends JobOptions {
  log: FastifyBaseLogger;
  /** When given, a tick runs only on the instance holding the job's lease. */
  lock?: JobLock;
  timers?: JobTimers;
  random?: () => number;
}

export interface Job {
  start(): void;
  /**
   * Runs the task now on this instance, whoever holds the lease (a nudge: new work just came).
   * During a run, asks for one more right after it; resolves once that has run.
   */
  runNow(): Promise<void>;
  /** Resolves when no run is in progress. */
  whenIdle(): Promise<void>;
  /** Stops the timer, waits for the run in progress and gives the lease up. */
  stop(): Promise<void>;
}

/**
 * A background task on a timer: never two runs at once on an instance, a failure logged and
 * the next tick tried as usual, and with a lock, one instance of the installation running it.
 */
export function runEvery({
  name,
  intervalMs,
  jitterMs = 0,
  task,
  runAtStart = false,
  log,
  lock,
  timers = realTimers,
  random = Math.random,
}: RunEveryOptions): Job {
  // Long enough that the holder renews it on its next tick, however late the jitter makes it.
  const leaseMs = Math.max(2 * (intervalMs + jitterMs), 60_000);
  let timer: unknown;
  let started = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;

  async function runTask() {
    try {
      await task();
    } catch (error) {
      log.error({ err: error, job: name }, `background job ${name} failed`);
    }
  }

  function begin(work: () => Promise<void>): Promise<void> {
    running = work().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function tick() {
    if (stopped) return;
    if (lock && !(await lock.acquire(name, leaseMs))) return;
    if (!stopped) await runTask();
  }

  function schedule() {
    if (stopped) return;
    timer = timers.setTimeout(
      () => {
        schedule();
        // The interval keeps its pace; a tick that finds a run in progress is skipped.
        if (!running) void begin(tick);
      },
      intervalMs + Math.floor(random() * jitterMs),
    );
  }

  async function whenIdle() {
    while (running || again) await (again ?? running);
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule();
      if (runAtStart) void begin(tick);
    },

    runNow() {
      if (stopped) return Promise.resolve();
      if (!running) return begin(runTask);
      // A run begun since this nudge (by another one) covers it as well.
      again ??= running.then(() => {
        again = undefined;
        return stopped ? undefined : (running ?? begin(runTask));
      });
      return again;
    },

    whenIdle,

    async stop() {
      if (stopped) return;
      stopped = true;
      timers.clearTimeout(timer);
      await whenIdle();
      if (lock && started) await lock.release(name);
    },
  };
}
