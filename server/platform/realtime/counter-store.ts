import type { Redis } from 'ioredis';

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

export function createMemoryCounterStore(): CounterStore {
  const counters = new Map<string, CounterHit>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, hit] of counters) if (hit.resetAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  const live = (key: string) => {
    const hit = counters.get(key);
    if (hit && hit.resetAt <= Date.now()) {
      counters.delete(key);
      return undefined;
    }
    return hit;
  };
  return {
    async increment(key, windowMs) {
      const hit = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      hit.count += 1;
      counters.set(key, hit);
      return { ...hit };
    },
    async peek(key) {
      const hit = live(key);
      return hit ? { ...hit } : undefined;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

/** Under the installation's prefix, which the connection adds to every key. */
const PREFIX = 'counter:';

export function createRedisCounterStore(redis: Redis): CounterStore {
  return {
    async increment(key, windowMs) {
      const results = await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .pttl(PREFIX + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key) {
      const [count, ttl] = await redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec()
        .then((results) => [results?.[0]?.[1], results?.[1]?.[1]] as const);
      if (count === null || count === undefined) return undefined;
      return { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) };
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {},
  };
}

/**
 * Redis counters that fall back to this instance's own memory while Redis cannot be reached,
 * so throttles keep working (per instance) through an outage instead of failing every request.
 * Back on Redis once it answers again; counts made meanwhile stay local.
 */
export function createFallbackCounterStore(
  shared: CounterStore,
  local: CounterStore,
  sharedIsUp: () => boolean,
): CounterStore {
  const either = async <T>(use: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (!sharedIsUp()) return use(local);
    try {
      return await use(shared);
    } catch {
      return use(local);
    }
  };
  return {
    increment: (key, windowMs) => either((store) => store.increment(key, windowMs)),
    peek: (key) => either((store) => store.peek(key)),
    async reset(key) {
      await local.reset(key);
      await either((store) => store.reset(key));
    },
    async close() {
      await local.close();
      await shared.close();
    },
  };
}
