import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LiveViewers } from '#shared/live-events.js';
import type { LiveRepository, WatchSession } from './repository.js';

/** A viewer polling (the fallback) counts as watching while its last poll is this recent. */
export const POLLER_WINDOW_MS = 10_000;
const KEY_PREFIX = 'lampstand:viewers:';
const INSTANCES_KEY = `${KEY_PREFIX}instances`;

interface Poller {
  firstSeen: number;
  lastSeen: number;
  polls: number;
}

export interface ViewerCounterOptions {
  redis: Redis | undefined;
  repository: LiveRepository;
  peaks: {
    get(streamId: string): Promise<number>;
    raise(streamId: string, watching: number): Promise<void>;
  };
  /** Called when a stream's total watching (over every instance) changed. */
  onChange(viewers: LiveViewers): void;
  intervalMs: number;
  now?: () => number;
}

const hourOf = (time: number) => new Date(time - (time % 3_600_000)).toISOString();

/**
 * Who is watching each stream. This instance counts its open event streams and its pollers (a
 * viewer seen polling at least twice, the last time within POLLER_WINDOW_MS; the first read of
 * a page is not polling). With Redis, each instance writes its counts into its own hash that
 * expires after three intervals, so a killed instance's viewers vanish, and every instance sums
 * all live hashes on each tick. Changes are sent at most once per tick and stream.
 */
export function createViewerCounter(options: ViewerCounterOptions) {
  const { redis, repository, intervalMs } = options;
  const now = options.now ?? Date.now;
  const instanceKey = `${KEY_PREFIX}${randomBytes(9).toString('base64url')}`;
  const open = new Map<string, number>();
  const pollers = new Map<string, Map<string, Poller>>();
  const sent = new Map<string, LiveViewers>();
  const peaks = new Map<string, number>();
  const hourPeaks = new Map<string, number>();
  let finished: WatchSession[] = [];
  let ticking: Promise<void> | undefined;

  const session = (streamId: string, viewerKey: string, from: number, to: number) =>
    finished.push({
      streamId,
      viewerKey,
      startedAt: new Date(from).toISOString(),
      endedAt: new Date(to).toISOString(),
      seconds: Math.max(0, Math.round((to - from) / 1000)),
    });

  function localCounts(): Map<string, number> {
    const counts = new Map(open);
    const cutoff = now() - POLLER_WINDOW_MS;
    for (const [streamId, seen] of pollers) {
      for (const [viewerKey, poller] of seen) {
        if (poller.lastSeen < cutoff) {
          seen.delete(viewerKey);
          if (poller.polls > 1) session(streamId, viewerKey, poller.firstSeen, poller.lastSeen);
        } else if (poller.polls > 1) {
          counts.set(streamId, (counts.get(streamId) ?? 0) + 1);
        }
      }
      if (seen.size === 0) pollers.delete(streamId);
    }
    return counts;
  }

  /** Every instance's counts added up; this instance's alone while Redis does not answer. */
  async function totals(local: Map<string, number>): Promise<Map<string, number>> {
    if (!redis || redis.status !== 'ready') return local;
    try {
      const ttl = intervalMs * 3;
      const write = redis.multi().del(instanceKey);
      if (local.size > 0) write.hset(instanceKey, Object.fromEntries(local));
      await write
        .pexpire(instanceKey, ttl)
        .zadd(INSTANCES_KEY, now(), instanceKey)
        .zremrangebyscore(INSTANCES_KEY, '-inf', now() - ttl)
        .exec();
      const instances = await redis.zrange(INSTANCES_KEY, 0, -1);
      const read = redis.pipeline();
      for (const key of instances) read.hgetall(key);
      const hashes = (await read.exec()) ?? [];
      const sum = new Map<string, number>();
      for (const [error, hash] of hashes) {
        if (error || !hash) continue;
        for (const [streamId, count] of Object.entries(hash as Record<string, string>)) {
          sum.set(streamId, (sum.get(streamId) ?? 0) + Number(count));
        }
      }
      return sum;
    } catch {
      return local;
    }
  }

  async function peakOf(streamId: string, watching: number): Promise<number> {
    let peak = peaks.get(streamId);
    if (peak === undefined) peak = await options.peaks.get(streamId).catch(() => 0);
    if (watching > peak) {
      peak = watching;
      await options.peaks.raise(streamId, watching).catch(() => {});
    }
    peaks.set(streamId, peak);
    const hour = `${streamId}|${hourOf(now())}`;
    if (watching > (hourPeaks.get(hour) ?? 0)) {
      hourPeaks.set(hour, watching);
      await repository.raiseHourPeak(streamId, hourOf(now()), watching).catch(() => {});
    }
    return peak;
  }

  async function flushSessions() {
    if (finished.length === 0) return;
    const batch = finished;
    finished = [];
    await repository.insertSessions(batch).catch(async () => {
      // A stream deleted meanwhile fails its batch: keep the others.
      for (const one of batch) await repository.insertSessions([one]).catch(() => {});
    });
  }

  async function tick() {
    const sums = await totals(localCounts());
    for (const streamId of new Set([...sums.keys(), ...sent.keys()])) {
      const watching = sums.get(streamId) ?? 0;
      if ((sent.get(streamId)?.watching ?? 0) === watching) continue;
      const viewers = { streamId, watching, peak: await peakOf(streamId, watching) };
      if (watching === 0) sent.delete(streamId);
      else sent.set(streamId, viewers);
      options.onChange(viewers);
    }
    for (const key of hourPeaks.keys()) if (!key.endsWith(hourOf(now()))) hourPeaks.delete(key);
    await flushSessions();
  }

  const timer = setInterval(() => {
    ticking ??= tick()
      .catch(() => {})
      .finally(() => (ticking = undefined));
  }, intervalMs);
  timer.unref();

  return {
    /** An event stream on this stream opened; the returned function closes it. */
    opened(streamId: string, viewerKey: string): () => void {
      open.set(streamId, (open.get(streamId) ?? 0) + 1);
      const since = now();
      return () => {
        const left = (open.get(streamId) ?? 1) - 1;
        if (left > 0) open.set(streamId, left);
        else open.delete(streamId);
        session(streamId, viewerKey, since, now());
      };
    },

    polled(streamId: string, viewerKey: string) {
      let seen = pollers.get(streamId);
      if (!seen) {
        seen = new Map();
        pollers.set(streamId, seen);
      }
      const poller = seen.get(viewerKey);
      if (poller) {
        poller.lastSeen = now();
        poller.polls += 1;
      } else seen.set(viewerKey, { firstSeen: now(), lastSeen: now(), polls: 1 });
    },

    /** The last count sent for a stream, for a page that just opened (none when nobody watched). */
    current: (streamId: string): LiveViewers | undefined => sent.get(streamId),

    /** The last count sent for every stream someone watched. */
    all: (): LiveViewers[] => [...sent.values()],

    async close() {
      clearInterval(timer);
      await ticking;
      for (const [streamId, seen] of pollers) {
        for (const [viewerKey, poller] of seen) {
          if (poller.polls > 1) session(streamId, viewerKey, poller.firstSeen, poller.lastSeen);
        }
      }
      pollers.clear();
      await flushSessions();
      if (redis?.status === 'ready') {
        await redis
          .multi()
          .del(instanceKey)
          .zrem(INSTANCES_KEY, instanceKey)
          .exec()
          .catch(() => {});
      }
    },
  };
}

export type ViewerCounter = ReturnType<typeof createViewerCounter>;
