import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

export interface CounterHit {
  count: number;
  resetAt: number;
}

/** Fixed-window counters for throttles, shared by all instances when Redis is configured. */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<CounterHit>;
  peek(key: string): Promise<CounterHit | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The callers compare each count with their own limits: the library itself never refuses. */
const NEVER_REFUSED = Number.MAX_SAFE_INTEGER;

/** Required by the library; never used, as every increment names its own window. */
const UNUSED_DURATION_SECONDS = 60;

/** Under the installation's prefix, which the connection adds to every key: `counter:<key>`. */
const KEY_PREFIX = 'counter';

/** The library keeps windows in whole seconds (Redis's EX); every window here is one. */
const windowSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

/**
 * A count still in its window. The memory limiter deletes a key on a timer, so between the end
 * of its window (by the clock) and the timer a key is still there, with no time left.
 */
function hitOf(result: RateLimiterRes | null): CounterHit | undefined {
  if (!result || result.msBeforeNext <= 0) return undefined;
  return { count: result.consumedPoints, resetAt: Date.now() + result.msBeforeNext };
}

/**
 * Fixed-window counters by rate-limiter-flexible: in this instance's memory, or in Redis with
 * an insurance in memory, used while Redis is not ready (`rejectIfRedisNotReady`) or a command
 * fails, so throttles keep working (per instance) through an outage instead of failing every
 * request. Back on Redis once it answers again; counts made meanwhile stay local.
 */
export function createCounterStore(redis: Redis | undefined): CounterStore {
  const local = new RateLimiterMemory({
    keyPrefix: KEY_PREFIX,
    points: NEVER_REFUSED,
    duration: UNUSED_DURATION_SECONDS,
  });
  const shared = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: KEY_PREFIX,
        points: NEVER_REFUSED,
        duration: UNUSED_DURATION_SECONDS,
        rejectIfRedisNotReady: true,
        insuranceLimiter: local,
      })
    : undefined;
  const counters = shared ?? local;
  return {
    async increment(key, windowMs) {
      const result = await counters.penalty(key, 1, { customDuration: windowSeconds(windowMs) });
      return hitOf(result) ?? { count: result.consumedPoints, resetAt: Date.now() + windowMs };
    },
    async peek(key) {
      return hitOf(await counters.get(key));
    },
    async reset(key) {
      // A count made during an outage is forgotten too, so it cannot return with the next one.
      await local.delete(key);
      if (shared) await shared.delete(key);
    },
    // The memory limiter's timers do not hold the process open, and the connection is the
    // realtime's to close.
    async close() {},
  };
}
