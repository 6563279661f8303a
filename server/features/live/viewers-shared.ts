import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Every Redis key the viewer count uses, named here alone. */
export const VIEWER_REDIS_KEYS = {
  /** The streams someone watches on some instance, scored by the last time one was written. */
  streams: 'lampstand:viewers:streams',
  /** One stream's viewers, as `<instance>|<viewer key>`, scored by the time last seen there. */
  stream: (streamId: string) => `lampstand:viewers:stream:${streamId}`,
} as const;

const sizes = (local: Map<string, Set<string>>) =>
  new Map([...local].map(([streamId, keys]) => [streamId, keys.size]));

/**
 * The people watching each stream over every instance. Each instance writes the viewer keys it
 * sees, each as its own member tagged with the instance, refreshed on every tick and removed when
 * the viewer leaves it; a viewer on two instances stays while either still has them, and a
 * killed instance's members age out after three intervals. The count is the number of distinct
 * keys, so one person is one viewer wherever their tabs are connected. Without Redis, or while
 * it does not answer, an instance counts alone.
 */
export function createSharedViewers(
  redis: Redis | undefined,
  intervalMs: number,
  now: () => number,
) {
  const instance = randomBytes(9).toString('base64url');
  const member = (viewerKey: string) => `${instance}|${viewerKey}`;
  // What this instance has in Redis, to remove what left since.
  let written = new Map<string, Set<string>>();

  async function share(local: Map<string, Set<string>>): Promise<Map<string, number>> {
    const at = now();
    const since = at - intervalMs * 3;
    const write = redis!.multi();
    for (const [streamId, keys] of written) {
      const still = local.get(streamId);
      const gone = [...keys].filter((key) => !still?.has(key)).map(member);
      if (gone.length > 0) write.zrem(VIEWER_REDIS_KEYS.stream(streamId), ...gone);
    }
    for (const [streamId, keys] of local) {
      if (keys.size === 0) continue;
      const key = VIEWER_REDIS_KEYS.stream(streamId);
      write
        .zadd(key, ...[...keys].flatMap((viewerKey) => [at, member(viewerKey)]))
        .zremrangebyscore(key, '-inf', `(${since}`)
        .pexpire(key, intervalMs * 3)
        .zadd(VIEWER_REDIS_KEYS.streams, at, streamId);
    }
    await write.zremrangebyscore(VIEWER_REDIS_KEYS.streams, '-inf', `(${since}`).exec();
    written = new Map([...local].map(([streamId, keys]) => [streamId, new Set(keys)]));

    const streams = await redis!.zrange(VIEWER_REDIS_KEYS.streams, 0, -1);
    const read = redis!.pipeline();
    for (const streamId of streams) {
      read.zrangebyscore(VIEWER_REDIS_KEYS.stream(streamId), since, '+inf');
    }
    const answers = (await read.exec()) ?? [];
    const totals = new Map<string, number>();
    streams.forEach((streamId, index) => {
      const [error, members] = answers[index] ?? [];
      if (error || !Array.isArray(members)) return;
      const people = new Set((members as string[]).map((one) => one.slice(one.indexOf('|') + 1)));
      if (people.size > 0) totals.set(streamId, people.size);
    });
    return totals;
  }

  return {
    /** Every instance's distinct viewers per stream; this instance's alone without Redis. */
    async totals(local: Map<string, Set<string>>): Promise<Map<string, number>> {
      if (!redis || redis.status !== 'ready') return sizes(local);
      return share(local).catch(() => sizes(local));
    },

    /** This instance's viewers leave Redis at once on shutdown. */
    async close() {
      if (redis?.status !== 'ready' || written.size === 0) return;
      const remove = redis.multi();
      for (const [streamId, keys] of written) {
        if (keys.size > 0)
          remove.zrem(VIEWER_REDIS_KEYS.stream(streamId), ...[...keys].map(member));
      }
      await remove.exec().catch(() => {});
      written = new Map();
    },
  };
}
