import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who runs a job that one instance is enough for: a lease per job name, taken or renewed by
 * its holder before each run, lost when it lapses. The holder keeps it as long as it keeps
 * running, so the job stays on one instance; another takes over once the lease lapses (or at
 * once, when the holder releases it on shutdown).
 */
export interface JobLock {
  /** Takes or renews the lease on `name` for `ttlMs`; false while another instance holds it. */
  acquire(name: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up, if this instance holds it. */
  release(name: string): Promise<void>;
}

/** One instance alone (no Redis): the lease is always this instance's. */
export function createMemoryJobLock(): JobLock {
  return {
    acquire: async () => true,
    release: async () => undefined,
  };
}

// Renew when it is ours, else take it when free: one round trip, atomic in Redis.
const ACQUIRE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Leases in Redis (SET NX PX, renewed by the holder), keyed under the installation's prefix.
 * While Redis is unreachable every instance runs the job itself, as each did before there was a
 * lease: the jobs that use it claim their rows in the database, so a second runner costs a
 * query, never a double email.
 */
export function createRedisJobLock(redis: Redis, instance: string = randomUUID()): JobLock {
  const key = (name: string) => `jobs:${name}`;
  return {
    async acquire(name, ttlMs) {
      if (redis.status !== 'ready') return true;
      try {
        return (await redis.eval(ACQUIRE, 1, key(name), instance, String(ttlMs))) === 1;
      } catch {
        return true;
      }
    },
    async release(name) {
      if (redis.status !== 'ready') return;
      await redis.eval(RELEASE, 1, key(name), instance).catch(() => undefined);
    },
  };
}
