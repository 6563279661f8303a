import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Events kept per channel for clients that reconnect with `Last-Event-ID`. */
export const REPLAY_EVENTS_PER_CHANNEL = 256;
/** Bytes a client may leave unread in its socket before it is dropped (never buffered without bound). */
export const MAX_UNREAD_BYTES = 256 * 1024;
/** A channel nobody listens to and nothing was sent on for this long is forgotten. */
const IDLE_CHANNEL_MS = 10 * 60_000;

/** Bytes as a client reads them, and the same as one HTTP/1.1 chunk, ready for the socket. */
interface Encoded {
  bytes: Buffer;
  chunk: Buffer;
}

function encode(text: string): Encoded {
  const body = Buffer.from(text);
  const head = `${body.length.toString(16)}\r\n`;
  const chunk = Buffer.allocUnsafe(head.length + body.length + 2);
  chunk.write(head, 0, 'latin1');
  body.copy(chunk, head.length);
  chunk.write('\r\n', head.length + body.length, 'latin1');
  return { chunk, bytes: chunk.subarray(head.length, head.length + body.length) };
}

const PING = encode(': ping\n\n');

/**
 * Where an event stands: the public sequence when it was sent, and for an event on a private
 * channel its number within that channel (0 for a public event, which comes first).
 */
interface Position {
  seq: number;
  sub: number;
}

const after = (a: Position, b: Position) => a.seq > b.seq || (a.seq === b.seq && a.sub > b.sub);

interface Frame extends Encoded, Position {
  name: string;
  /** The one thing (a comment, a chat message) the event is about, when it is about one. */
  item: string | undefined;
}

export interface PublishOptions {
  /** False: sent but not kept (a state a reconnecting page gets whole anyway). */
  replay?: boolean;
  /** What the event is about, e.g. `chat-message:<id>`. */
  item?: string;
  /**
   * Kept events about the same item with these names leave the buffer: a hidden or erased
   * message's text is never replayed after its `removed`, nor an edited one's old text.
   */
  replaces?: readonly string[];
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

/** What a Last-Event-ID of this run says: a position, and the private channel it counted in. */
interface Resume {
  seq: number;
  own: { tag: string; count: number } | undefined;
}

/**
 * The fan-out of one instance. Each event is formatted into one SSE frame (a Buffer) once, and
 * that same Buffer is written to every client of its channel; a client whose socket holds more
 * than MAX_UNREAD_BYTES unread is dropped.
 *
 * Event ids are `<instance epoch>-<sequence>` on public channels, one sequence for all of them,
 * so a page listening to several resumes from one id. A private channel (the panel's, a quick
 * chat) numbers its events itself, `<epoch>-<sequence>.<channel mark>.<count>`, the sequence
 * staying where the public events left it: public ids never advance for private activity, and
 * a quick chat's ids never tell of another's. An id from another instance or an earlier run
 * cannot be resumed and gets `reset`.
 */
export function createHub({
  now = Date.now,
  /** This run's mark on its ids; random, given only by tests. */
  epoch = randomBytes(6).toString('base64url'),
  /** Channels whose events only their own clients may count (the panel, a quick chat). */
  isPrivate = (_key: string): boolean => false,
} = {}) {
  const channels = new Map<string, Channel>();
  const clients = new Set<HubClient>();
  let seq = 0;
  /** Sequence numbers up to this may have been on public channels since forgotten. */
  let forgottenUpTo = 0;

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
    own ? `${epoch}-${at}.${own.tag}.${own.count}` : `${epoch}-${at}`;

  function frame(target: Channel, name: string, data: unknown, item?: string): Frame {
    let sub = 0;
    if (target.own) sub = target.own.count += 1;
    else seq += 1;
    return {
      seq,
      sub,
      name,
      item,
      ...encode(`id: ${idOf(seq, target.own)}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    };
  }

  function write(client: HubClient, encoded: Encoded) {
    const { response } = client;
    const socket = response.socket;
    if (!socket || socket.destroyed) return;
    if (client.direct) socket.write(encoded.chunk);
    else response.write(encoded.bytes);
    if (socket.writableLength + response.writableLength > MAX_UNREAD_BYTES) response.destroy();
  }

  /** The position an id of this run names, or undefined for any other id. */
  function resumeOf(lastEventId: string | undefined): Resume | undefined {
    if (!lastEventId) return undefined;
    // The epoch is base64url, which may itself hold a '-': the position follows the last one.
    const cut = lastEventId.lastIndexOf('-');
    if (cut < 0 || lastEventId.slice(0, cut) !== epoch) return undefined;
    const match = /^(\d+)(?:\.([0-9a-f]+)\.(\d+))?$/.exec(lastEventId.slice(cut + 1));
    if (!match) return undefined;
    const at = Number(match[1]);
    if (at > seq) return undefined;
    return {
      seq: at,
      own: match[2] ? { tag: match[2], count: Number(match[3]) } : undefined,
    };
  }

  /** Where a client stands now: the public sequence, and its private channel's count. */
  const currentId = (joined: readonly Channel[]) =>
    idOf(seq, joined.find((target) => target.own)?.own);

  return {
    epoch,

    /**
     * Sends an event to every client of a channel, and keeps it for reconnecting ones unless
     * `replay` is false: a state that a reconnecting page gets whole anyway (viewer counts)
     * must not push the messages it missed out of the buffer.
     */
    publish(
      key: string,
      name: string,
      data: unknown,
      { replay = true, item, replaces = [] }: PublishOptions = {},
    ) {
      const target = channel(key);
      const event = frame(target, name, data, item);
      if (item !== undefined && replaces.length > 0) {
        target.frames = target.frames.filter(
          (kept) => kept.item !== item || !replaces.includes(kept.name),
        );
      }
      if (replay) target.frames.push(event);
      if (target.frames.length > REPLAY_EVENTS_PER_CHANNEL) {
        const dropped = target.frames.shift();
        if (dropped) target.droppedUpTo = { seq: dropped.seq, sub: dropped.sub };
      }
      target.lastUsed = now();
      for (const client of target.clients) write(client, event);
    },

    /**
     * Adds a client whose response headers are written. It first gets `retry:` and the current
     * id, then what it missed since `lastEventId` (in order), or `reset` when that is not known
     * or no longer kept.
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
      const id = currentId(joined);
      const state = initial
        .map(({ name, data }) => `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
        .join('');
      if (reset) {
        client.response.write(`retry: ${retryMs}\n`);
        write(client, encode(`id: ${id}\nevent: reset\ndata: {}\n\n`));
        client.response.write(state);
      } else {
        // An id before any event, so a client that reconnects before the first one resumes here.
        client.response.write(`retry: ${retryMs}\nid: ${id}\n\n${state}`);
        missed.sort((a, b) => a.seq - b.seq || a.sub - b.sub);
        for (const event of missed) write(client, event);
      }
      clients.add(client);
      for (const target of joined) {
        target.clients.add(client);
        target.lastUsed = now();
      }
    },

    disconnect(client: HubClient) {
      if (!clients.delete(client)) return;
      for (const key of client.channels) {
        const target = channels.get(key);
        if (!target) continue;
        target.clients.delete(client);
        target.lastUsed = now();
      }
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

    clientCount: () => clients.size,
    clientsOf: (key: string) => channels.get(key)?.clients.size ?? 0,

    /** Ends every stream (the app is closing). */
    closeAll() {
      for (const client of [...clients]) client.response.end();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
