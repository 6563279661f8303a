import type { EventBus } from '#server/platform/realtime/event-bus.js';

/** How long a stream found active is taken as still active without asking again. */
export const WATCHABLE_FOR_MS = 2000;

/**
 * Whether a stream's event stream may be opened, without a database read for every connection:
 * a page that reconnects asks again within seconds, and when an instance dies all of its pages
 * ask another at once, whose database pool then serves the writes too. A stream found active is
 * taken as active for WATCHABLE_FOR_MS, concurrent asks share one read, a refusal is never kept,
 * and everything is forgotten when the active list changes on any instance.
 */
export async function createWatchableStreams(
  find: (streamId: string) => Promise<unknown>,
  bus: EventBus,
  now: () => number = Date.now,
) {
  const known = new Map<string, { until: number; check: Promise<void> }>();
  const stop = await bus.subscribe('live.streams', () => known.clear());
  return {
    /** Resolves when the stream may be watched; rejects as the stream's own read does. */
    check(streamId: string): Promise<void> {
      const kept = known.get(streamId);
      if (kept && kept.until > now()) return kept.check;
      const check = find(streamId).then(() => undefined);
      known.set(streamId, { until: now() + WATCHABLE_FOR_MS, check });
      check.catch(() => {
        if (known.get(streamId)?.check === check) known.delete(streamId);
      });
      return check;
    },
    close: stop,
  };
}

export type WatchableStreams = Awaited<ReturnType<typeof createWatchableStreams>>;
