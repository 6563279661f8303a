import type { HubClient } from './hub.js';
import { type Encoded, type Frame, type Position, after, joinFrames } from './frames.js';

/**
 * The clients listening to the same channels: they receive the same events in the same order,
 * so each write is one Buffer for all of them, and one timer serves them all.
 */
interface Batch {
  /** Each client with the position it was brought up to on connecting: nothing at or before it again. */
  clients: Map<HubClient, Position>;
  channels: readonly string[];
  /** Events waiting for the end of the window, oldest first. */
  waiting: Frame[];
  lastWrite: number;
  timer: NodeJS.Timeout | undefined;
  /** 0 for a batch that writes every event at once. */
  windowMs: number;
}

const NOWHERE: Position = { seq: -Infinity, sub: -Infinity };

/**
 * Coalescing per socket, shared by the sockets alike: an event for a batch that wrote nothing
 * within the window goes at once (a quiet room keeps its latency); one arriving sooner waits
 * for the window's end, and everything waiting then goes in one write. Under many events a
 * socket gets one write per window instead of one per event, which is what a write costs.
 */
export function createBatches({
  now,
  windowMs,
  coalesces,
  write,
}: {
  now: () => number;
  windowMs: number;
  /** Whether clients of these channels wait for a window's end when busy. */
  coalesces: (channels: readonly string[]) => boolean;
  write: (client: HubClient, encoded: Encoded) => void;
}) {
  const byKey = new Map<string, Batch>();
  const byChannel = new Map<string, Set<Batch>>();
  const ofClient = new Map<HubClient, Batch>();

  function writeOut(batch: Batch, frames: readonly Frame[]) {
    if (frames.length === 0) return;
    batch.lastWrite = now();
    const shared = joinFrames(frames);
    const firstKept = frames.find((frame) => frame.kept);
    for (const [client, from] of batch.clients) {
      if (!firstKept || after(firstKept, from)) {
        write(client, shared);
        continue;
      }
      // Joined while these waited, or resumed from further on: only what follows its position.
      const newer = frames.filter((frame) => !frame.kept || after(frame, from));
      if (newer.length > 0) write(client, joinFrames(newer));
    }
  }

  function flush(batch: Batch) {
    if (batch.timer) clearTimeout(batch.timer);
    batch.timer = undefined;
    const frames = batch.waiting;
    batch.waiting = [];
    writeOut(batch, frames);
  }

  function remove(batch: Batch) {
    if (batch.timer) clearTimeout(batch.timer);
    byKey.delete(batch.channels.join('\n'));
    for (const key of batch.channels) {
      const set = byChannel.get(key);
      set?.delete(batch);
      if (set?.size === 0) byChannel.delete(key);
    }
  }

  return {
    join(client: HubClient, from: Position) {
      const key = client.channels.join('\n');
      let batch = byKey.get(key);
      if (!batch) {
        batch = {
          clients: new Map(),
          channels: client.channels,
          waiting: [],
          lastWrite: 0,
          timer: undefined,
          windowMs: coalesces(client.channels) ? windowMs : 0,
        };
        byKey.set(key, batch);
        for (const channel of client.channels) {
          let set = byChannel.get(channel);
          if (!set) byChannel.set(channel, (set = new Set()));
          set.add(batch);
        }
      }
      batch.clients.set(client, from);
      ofClient.set(client, batch);
    },

    leave(client: HubClient) {
      const batch = ofClient.get(client);
      if (!batch) return;
      ofClient.delete(client);
      batch.clients.delete(client);
      if (batch.clients.size === 0) remove(batch);
    },

    send(channel: string, frame: Frame) {
      const batches = byChannel.get(channel);
      if (!batches) return;
      const at = now();
      for (const batch of batches) {
        if (!batch.timer && at - batch.lastWrite >= batch.windowMs) {
          writeOut(batch, [frame]);
          continue;
        }
        batch.waiting.push(frame);
        if (!batch.timer) {
          const target = batch;
          batch.timer = setTimeout(() => flush(target), batch.lastWrite + batch.windowMs - at);
          batch.timer.unref();
        }
      }
    },

    /** Waiting events of a channel that a newer one replaces are not sent at all. */
    drop(channel: string, stale: (frame: Frame) => boolean) {
      for (const batch of byChannel.get(channel) ?? []) {
        if (batch.waiting.length > 0)
          batch.waiting = batch.waiting.filter((frame) => !stale(frame));
      }
    },

    flushAll() {
      for (const batch of byKey.values()) if (batch.waiting.length > 0) flush(batch);
    },

    /** A new numbering: what waits goes now, and every client takes whatever follows. */
    restart() {
      for (const batch of byKey.values()) {
        if (batch.waiting.length > 0) flush(batch);
        for (const client of batch.clients.keys()) batch.clients.set(client, NOWHERE);
      }
    },
  };
}

export type Batches = ReturnType<typeof createBatches>;
