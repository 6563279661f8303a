import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { BusPosition } from '#server/platform/realtime/event-bus.js';
import { type Encoded, type Frame, type Position, after, encode, joinFrames } from './frames.js';
import { type Batches, createBatches } from './batches.js';

/**
 * Events kept per channel for clients that reconnect with `Last-Event-ID`: at 20 chat messages a
 * second, about 100 s, so the pages of an instance that died still resume on a busy survivor
 * that takes half a minute to take them all (about 1 MiB for such a stream).
 */
export const REPLAY_EVENTS_PER_CHANNEL = 2048;
/** Bytes a client may leave unread in its socket before it is dropped (never buffered without bound). */
export const MAX_UNREAD_BYTES = 256 * 1024;
/**
 * The longest a busy socket waits for its next write. An event on a quiet socket goes at once;
 * events arriving within this much of the last write go together in one write at its end.
 */
export const COALESCE_WINDOW_MS = 250;
/** A channel nobody listens to and nothing was sent on for this long is forgotten. */
const IDLE_CHANNEL_MS = 10 * 60_000;

const PING = encode(': ping\n\n');

export interface PublishOptions {
  /** False: sent but not kept, and without an id (a state a reconnecting page gets whole anyway). */
  replay?: boolean;
  /** What the event is about, e.g. `chat-message:<id>`. */
  item?: string;
  /**
   * Kept events about the same item with these names leave the buffer: a hidden or erased
   * message's text is never replayed after its `removed`, nor an edited one's old text. A
   * waiting write drops them too, so a burst of reaction counts sends the newest alone.
   */
  replaces?: readonly string[];
  /** The event's place in the installation's shared numbering (public channels only). */
  at?: BusPosition;
}

/** One topic clients listen to: a stream's page, a quick chat, the stream list, the panel. */
interface Channel {
  frames: Frame[];
  /** The last position dropped from `frames`: a client behind it missed something. */
  droppedUpTo: Position;
  clients: Set<HubClient>;
  lastUsed: number;
  /** A private channel's own numbering: its mark (new each time it is made) and its count. */
  own: { tag: string; count: number } | undefined;
}

export interface HubClient {
  readonly response: ServerResponse;
  /**
   * The answer is chunked and its headers are sent: frames go to the socket as ready-made
   * chunks, one write each, skipping Node's per-write chunk framing and corking.
   */
  readonly direct: boolean;
  /** At most one of them private (the panel's, or the page's quick chat). */
  readonly channels: readonly string[];
  onClose?: () => void;
}

/** What a Last-Event-ID says: a position, and the private channel it counted in. */
interface Resume {
  seq: number;
  own: { tag: string; count: number } | undefined;
}

/**
 * The fan-out of one instance. Each event is formatted into one SSE frame (a Buffer) once; the
 * clients listening to the same channels form one batch, and what a batch is sent in one write
 * (one event, or the events of a busy window joined) is one Buffer for all of them. A client
 * whose socket holds more than MAX_UNREAD_BYTES unread is dropped.
 *
 * Event ids are `<era>-<sequence>` on public channels, one sequence for all of them, so a page
 * listening to several resumes from one id. Events that come with a shared position carry it:
 * the same id on every instance, so a page resumes on whichever instance it reaches. Events
 * without one (a single instance, or Redis unreachable) are numbered here, under this run's
 * own era. A private channel (the panel's, a quick chat) numbers its events itself,
 * `<era>-<sequence>.<channel mark>.<count>`, the sequence staying where the public events left
 * it: public ids never advance for private activity, and a quick chat's ids never tell of
 * another's. An id of another era, or from before what this instance can know, gets `reset`.
 */
export function createHub({
  now = Date.now,
  /** This run's own era; random, given only by tests. */
  epoch = randomBytes(6).toString('base64url'),
  /** Channels whose events only their own clients may count (the panel, a quick chat). */
  isPrivate = (_key: string): boolean => false,
  coalesceMs = COALESCE_WINDOW_MS,
} = {}) {
  const channels = new Map<string, Channel>();
  const clients = new Set<HubClient>();
  let era = epoch;
  let seq = 0;
  /** This run's own count, kept apart so that returning to it never repeats a number. */
  let ownSeq = 0;
  /** Resumes from before this cannot be answered: the era began here, or this instance did. */
  let knownFrom = 0;
  /** Sequence numbers up to this may have been on public channels since forgotten. */
  let forgottenUpTo = 0;

  /**
   * A replay's bytes a resuming client has yet to read, on top of MAX_UNREAD_BYTES: the limit is
   * for a reader falling behind the live events, not for the catching up it asked for (the pages
   * of a dead instance resume with up to REPLAY_EVENTS_PER_CHANNEL events each). Gone once its
   * socket drains.
   */
  const catchingUp = new WeakMap<HubClient, number>();

  function write(client: HubClient, encoded: Encoded) {
    const { response } = client;
    const socket = response.socket;
    if (!socket || socket.destroyed) return;
    if (client.direct) socket.write(encoded.chunk);
    else response.write(encoded.bytes);
    const unread = socket.writableLength + response.writableLength;
    if (unread > MAX_UNREAD_BYTES + (catchingUp.get(client) ?? 0)) response.destroy();
  }

  function replay(client: HubClient, encoded: Encoded) {
    const socket = client.response.socket;
    if (!socket || socket.destroyed) return;
    catchingUp.set(client, encoded.bytes.length);
    write(client, encoded);
    if (socket.writableLength === 0) catchingUp.delete(client);
    else socket.once('drain', () => catchingUp.delete(client));
  }

  const batches: Batches = createBatches({
    now,
    windowMs: coalesceMs,
    // The panel and a visitor's quick chat are a handful of sockets whose every event someone
    // is waiting for: written at once. The audiences of public channels wait when busy.
    coalesces: (keys) => !keys.some(isPrivate),
    write,
  });

  function channel(key: string): Channel {
    let found = channels.get(key);
    if (!found) {
      found = {
        frames: [],
        droppedUpTo: { seq: 0, sub: 0 },
        clients: new Set(),
        lastUsed: now(),
        own: isPrivate(key) ? { tag: randomBytes(4).toString('hex'), count: 0 } : undefined,
      };
      channels.set(key, found);
    }
    return found;
  }

  const idOf = (at: number, own?: { tag: string; count: number }) =>
    own ? `${era}-${at}.${own.tag}.${own.count}` : `${era}-${at}`;

  /**
   * Another numbering from here on: what was kept is of the old one and goes, ids of the old
   * one get `reset`, and every open page is told to refetch, since events may have been missed
   * in between (other instances' while Redis was away).
   */
  function beginEra(next: string, before: number, missedSome = era !== next) {
    era = next;
    seq = before;
    knownFrom = before;
    forgottenUpTo = before;
    for (const target of channels.values()) {
      target.frames = [];
      target.droppedUpTo = { seq: 0, sub: 0 };
      if (target.own) target.own = { tag: randomBytes(4).toString('hex'), count: 0 };
    }
    batches.restart();
    if (missedSome) {
      const reset = encode(`id: ${idOf(seq)}\nevent: reset\ndata: {}\n\n`);
      for (const client of clients) write(client, reset);
    }
  }

  /** The position of the next public event: its shared one, or the next of this run's own. */
  function advance(at: BusPosition | undefined): boolean {
    if (!at) {
      if (era !== epoch) beginEra(epoch, ownSeq);
      seq = ownSeq += 1;
      return true;
    }
    if (at.era !== era) beginEra(at.era, at.seq - 1);
    // Heard already (the shared log and the live subscription overlap at start-up).
    if (at.seq <= seq) return false;
    // Numbers skipped: events were missed (the subscription dropped); pages must refetch.
    if (at.seq > seq + 1 && seq > 0) beginEra(at.era, at.seq - 1, true);
    seq = at.seq;
    return true;
  }

  function frame(target: Channel, name: string, data: unknown, item?: string, kept = true): Frame {
    const json = JSON.stringify(data);
    if (!kept) {
      // No id: the page's Last-Event-ID stays at its last kept event.
      return { seq, sub: 0, name, item, kept, ...encode(`event: ${name}\ndata: ${json}\n\n`) };
    }
    const sub = target.own ? (target.own.count += 1) : 0;
    const id = idOf(seq, target.own);
    return {
      seq,
      sub,
      name,
      item,
      kept,
      ...encode(`id: ${id}\nevent: ${name}\ndata: ${json}\n\n`),
    };
  }

  /**
   * The missed events joined for one write. The pages of an instance that died all resume from
   * the same id within seconds: while nothing new arrived, they share the one joined Buffer.
   */
  let lastReplay:
    { channels: string; first: Frame; last: Frame; count: number; joined: Encoded } | undefined;
  /** Same channels, same first and last and as many: the same events (all kept ones between). */
  function replayOf(channels: string, missed: Frame[]): Encoded {
    missed.sort((a, b) => a.seq - b.seq || a.sub - b.sub);
    const first = missed[0]!;
    const last = missed.at(-1)!;
    if (
      lastReplay?.channels === channels &&
      lastReplay.first === first &&
      lastReplay.last === last &&
      lastReplay.count === missed.length
    ) {
      return lastReplay.joined;
    }
    lastReplay = { channels, first, last, count: missed.length, joined: joinFrames(missed) };
    return lastReplay.joined;
  }

  /** The position an id names, or undefined for an id this instance cannot resume. */
  function resumeOf(lastEventId: string | undefined): Resume | undefined {
    if (!lastEventId) return undefined;
    // The era is base64url, which may itself hold a '-': the position follows the last one.
    const cut = lastEventId.lastIndexOf('-');
    if (cut < 0 || lastEventId.slice(0, cut) !== era) return undefined;
    const match = /^(\d+)(?:\.([0-9a-f]+)\.(\d+))?$/.exec(lastEventId.slice(cut + 1));
    if (!match) return undefined;
    const at = Number(match[1]);
    // Ahead of this instance is possible in a shared era (another instance heard it first);
    // in this run's own, such an id was never given.
    if (at < knownFrom || (era === epoch && at > seq)) return undefined;
    return {
      seq: at,
      own: match[2] ? { tag: match[2], count: Number(match[3]) } : undefined,
    };
  }

  return {
    /**
     * The shared numbering as it stands when this instance starts listening: what came before
     * is known only through `publish` calls made now (the shared log), oldest first.
     */
    begin(at: BusPosition, first: number) {
      beginEra(at.era, first);
    },

    /**
     * Sends an event to every client of a channel, and keeps it for reconnecting ones unless
     * `replay` is false: a state that a reconnecting page gets whole anyway (viewer counts)
     * must not push the messages it missed out of the buffer.
     */
    publish(
      key: string,
      name: string,
      data: unknown,
      { replay = true, item, replaces = [], at }: PublishOptions = {},
    ) {
      const target = channel(key);
      if (replay && !target.own && !advance(at)) return;
      const event = frame(target, name, data, item, replay);
      if (item !== undefined && replaces.length > 0) {
        const stale = (kept: Frame) => kept.item === item && replaces.includes(kept.name);
        target.frames = target.frames.filter((kept) => !stale(kept));
        batches.drop(key, stale);
      }
      if (replay) target.frames.push(event);
      if (target.frames.length > REPLAY_EVENTS_PER_CHANNEL) {
        const dropped = target.frames.shift();
        if (dropped) target.droppedUpTo = { seq: dropped.seq, sub: dropped.sub };
      }
      target.lastUsed = now();
      batches.send(key, event);
    },

    /**
     * Adds a client whose response headers are written. It first gets `retry:` and its id, then
     * what it missed since `lastEventId` (in order), or `reset` when that is not known or no
     * longer kept.
     */
    connect(
      client: HubClient,
      lastEventId: string | undefined,
      retryMs: number,
      /** State a new page needs at once (the viewer count), sent under the current id. */
      initial: readonly { name: string; data: unknown }[] = [],
    ) {
      const joined = client.channels.map(channel);
      const resume = resumeOf(lastEventId);
      const missed: Frame[] = [];
      let reset = lastEventId !== undefined && resume === undefined;
      if (resume) {
        for (const target of joined) {
          let from: Position = { seq: resume.seq, sub: 0 };
          if (target.own && resume.own) {
            // Counted on another private channel, or on this one before it was forgotten.
            if (resume.own.tag !== target.own.tag || resume.own.count > target.own.count)
              reset = true;
            from = { seq: resume.seq, sub: resume.own.count };
          }
          if (
            after(target.droppedUpTo, from) ||
            (!target.own && target.frames.length === 0 && forgottenUpTo > resume.seq)
          )
            reset = true;
          for (const event of target.frames) if (after(event, from)) missed.push(event);
        }
      }
      const own = joined.find((target) => target.own)?.own;
      // Where this client stands: the newest here, or the id it brought when that is newer (it
      // heard an event on another instance that this one has yet to hear: never sent twice).
      const at = !reset && resume && resume.seq > seq ? resume.seq : seq;
      const id = idOf(at, own);
      const state = initial
        .map(({ name, data }) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
        .join('');
      if (reset) {
        client.response.write(`retry: ${retryMs}\n`);
        write(client, encode(`id: ${id}\nevent: reset\ndata: {}\n\n`));
        client.response.write(state);
      } else {
        // An id before any event, so a client that reconnects before the first one resumes here.
        client.response.write(`retry: ${retryMs}\nid: ${id}\n\n${state}`);
        if (missed.length > 0) replay(client, replayOf(client.channels.join('\n'), missed));
      }
      clients.add(client);
      for (const target of joined) {
        target.clients.add(client);
        target.lastUsed = now();
      }
      batches.join(client, { seq: at, sub: own?.count ?? 0 });
    },

    disconnect(client: HubClient) {
      if (!clients.delete(client)) return;
      for (const key of client.channels) {
        const target = channels.get(key);
        if (!target) continue;
        target.clients.delete(client);
        target.lastUsed = now();
      }
      batches.leave(client);
      client.onClose?.();
    },

    /** The keep-alive comment to every client, and forgetting channels left idle. */
    ping() {
      for (const client of clients) write(client, PING);
      const idleSince = now() - IDLE_CHANNEL_MS;
      for (const [key, target] of channels) {
        if (target.clients.size === 0 && target.lastUsed < idleSince) {
          // A private channel made again gets a new mark: ids of the forgotten one get `reset`.
          if (!target.own) {
            forgottenUpTo = Math.max(
              forgottenUpTo,
              target.frames.at(-1)?.seq ?? 0,
              target.droppedUpTo.seq,
            );
          }
          channels.delete(key);
        }
      }
    },

    /** Sends what waits for the end of a window now (tests; closing). */
    flush: () => batches.flushAll(),

    clientCount: () => clients.size,
    clientsOf: (key: string) => channels.get(key)?.clients.size ?? 0,

    /** Ends every stream (the app is closing). */
    closeAll() {
      batches.flushAll();
      for (const client of [...clients]) client.response.end();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
