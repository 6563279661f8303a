import type { Redis } from 'ioredis';
import type { LiveViewers } from '#shared/live-events.js';
import type { LiveViewer } from '#server/features/streams/index.js';
import type { LiveRepository, WatchSession } from './repository.js';
import { createSharedViewers } from './viewers-shared.js';

/** A viewer polling (the fallback) counts as watching while its last poll is this recent. */
export const POLLER_WINDOW_MS = 10_000;
/**
 * How many browsers (device keys) one address group may count as per stream. A church hall or
 * a household has a few dozen; a script inventing keys gets no further, its other keys count
 * as the address's slots.
 */
export const DEVICES_PER_ADDRESS_GROUP = 50;

/** One viewer key on one stream, for as long as it is there in one spell. */
interface Presence {
  since: number;
  lastSeen: number;
  /** Open event streams (tabs) of this viewer on the stream. */
  open: number;
  /** Polls in the current run (a poll older than the window starts a new run). */
  polls: number;
  lastPoll: number;
  /** Ever counted in this spell: only then is a watch session recorded. */
  counted: boolean;
  /** The address group whose device allowance this holds, when keyed by device. */
  deviceOf: string | null;
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
 * Who is watching each stream, as people: each viewer key (a browser's device key, a member, or
 * an address slot; see `liveViewerOf`) counts once per stream while it has an event stream open
 * there or is polling (seen at least twice, the last time within POLLER_WINDOW_MS; the first
 * read of a page is not polling), however many tabs and list reads it has. Instances share their
 * keys through Redis (`createSharedViewers`). Changes are sent at most once per tick and stream.
 * A watch session is one spell of one key: from its first tab or poll to its last.
 */
export function createViewerCounter(options: ViewerCounterOptions) {
  const { repository, intervalMs } = options;
  const now = options.now ?? Date.now;
  const shared = createSharedViewers(options.redis, intervalMs, now);
  const present = new Map<string, Map<string, Presence>>();
  const devices = new Map<string, number>();
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

  const allowance = (streamId: string, group: string) => `${streamId}|${group}`;

  /** The viewer's presence on a stream: their device while the group has room, else their key. */
  function presenceOf(streamId: string, viewer: LiveViewer): Presence {
    let seen = present.get(streamId);
    if (!seen) {
      seen = new Map();
      present.set(streamId, seen);
    }
    const { device } = viewer;
    const known = device ? seen.get(device) : undefined;
    if (known) return known;
    const room = (devices.get(allowance(streamId, viewer.group)) ?? 0) < DEVICES_PER_ADDRESS_GROUP;
    const key = device && room ? device : viewer.key;
    let presence = seen.get(key);
    if (!presence) {
      presence = {
        since: now(),
        lastSeen: now(),
        open: 0,
        polls: 0,
        lastPoll: -Infinity,
        counted: false,
        deviceOf: key === device ? viewer.group : null,
      };
      seen.set(key, presence);
      if (presence.deviceOf !== null) {
        const group = allowance(streamId, presence.deviceOf);
        devices.set(group, (devices.get(group) ?? 0) + 1);
      }
    }
    return presence;
  }

  function leave(streamId: string, viewerKey: string, presence: Presence) {
    present.get(streamId)?.delete(viewerKey);
    if (presence.counted) session(streamId, viewerKey, presence.since, presence.lastSeen);
    if (presence.deviceOf !== null) {
      const group = allowance(streamId, presence.deviceOf);
      const left = (devices.get(group) ?? 1) - 1;
      if (left > 0) devices.set(group, left);
      else devices.delete(group);
    }
  }

  /** The keys watching each stream here; those gone (no tab, no recent poll) leave. */
  function localViewers(): Map<string, Set<string>> {
    const watching = new Map<string, Set<string>>();
    const cutoff = now() - POLLER_WINDOW_MS;
    for (const [streamId, seen] of present) {
      const keys = new Set<string>();
      for (const [viewerKey, presence] of seen) {
        const polling = presence.polls > 1 && presence.lastPoll >= cutoff;
        if (presence.open > 0 || polling) keys.add(viewerKey);
        // Its last tab closed, or its polls stopped: gone (one read alone waits for a second).
        else if (presence.counted || presence.lastPoll < cutoff)
          leave(streamId, viewerKey, presence);
      }
      if (keys.size > 0) watching.set(streamId, keys);
      if (seen.size === 0) present.delete(streamId);
    }
    return watching;
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
    const sums = await shared.totals(localViewers());
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

  const runTick = () =>
    (ticking ??= tick()
      .catch(() => {})
      .finally(() => (ticking = undefined)));
  const timer = setInterval(() => void runTick(), intervalMs);
  timer.unref();

  return {
    /** An event stream on this stream opened; the returned function closes it. */
    opened(streamId: string, viewer: LiveViewer): () => void {
      const presence = presenceOf(streamId, viewer);
      presence.open += 1;
      presence.counted = true;
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        presence.open -= 1;
        presence.lastSeen = now();
        // The lists its page read meanwhile were not the fallback's polling: it leaves now, and
        // polls that follow (its stream lost) count anew.
        if (presence.open === 0) presence.polls = 0;
      };
    },

    /** A read of the stream's chat list (the fallback polls it). */
    polled(streamId: string, viewer: LiveViewer) {
      const presence = presenceOf(streamId, viewer);
      const at = now();
      presence.polls = presence.lastPoll < at - POLLER_WINDOW_MS ? 1 : presence.polls + 1;
      presence.lastPoll = at;
      presence.lastSeen = at;
      if (presence.polls > 1) presence.counted = true;
    },

    /** Ticks now rather than waiting for the timer (tests with a controlled clock). */
    tick: (): Promise<void> => runTick(),

    /** The last count sent for a stream, for a page that just opened (none when nobody watched). */
    current: (streamId: string): LiveViewers | undefined => sent.get(streamId),

    /** The last count sent for every stream someone watched. */
    all: (): LiveViewers[] => [...sent.values()],

    async close() {
      clearInterval(timer);
      await ticking;
      for (const [streamId, seen] of present) {
        for (const [viewerKey, presence] of seen) {
          if (presence.open > 0) presence.lastSeen = now();
          leave(streamId, viewerKey, presence);
        }
      }
      present.clear();
      await flushSessions();
      await shared.close();
    },
  };
}

export type ViewerCounter = ReturnType<typeof createViewerCounter>;
