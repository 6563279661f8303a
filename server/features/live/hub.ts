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

interface Frame extends Encoded {
  seq: number;
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
  /** The highest sequence number dropped from `frames`: a client behind it missed something. */
  droppedUpTo: number;
  clients: Set<HubClient>;
  lastUsed: number;
}

export interface HubClient {
  readonly response: ServerResponse;
  /**
   * The answer is chunked and its headers are sent: frames go to the socket as ready-made
   * chunks, one write each, skipping Node's per-write chunk framing and corking.
   */
  readonly direct: boolean;
  readonly channels: readonly string[];
  onClose?: () => void;
}

/**
 * The fan-out of one instance. Each event is formatted into one SSE frame (a Buffer) once, and
 * that same Buffer is written to every client of its channel; a client whose socket holds more
 * than MAX_UNREAD_BYTES unread is dropped. Event ids are `<instance epoch>-<sequence>`: one
 * sequence for the whole hub, so a client listening to several channels resumes from one id;
 * an id from another instance or an earlier run cannot be resumed and gets `reset`.
 */
export function createHub({
  now = Date.now,
  /** This run's mark on its ids; random, given only by tests. */
  epoch = randomBytes(6).toString('base64url'),
} = {}) {
  const channels = new Map<string, Channel>();
  const clients = new Set<HubClient>();
  let seq = 0;
  /** Sequence numbers up to this may have been on channels since forgotten. */
  let forgottenUpTo = 0;

  function channel(key: string): Channel {
    let found = channels.get(key);
    if (!found) {
      found = { frames: [], droppedUpTo: 0, clients: new Set(), lastUsed: now() };
      channels.set(key, found);
    }
    return found;
  }

  const idOf = (number: number) => `${epoch}-${number}`;

  function frame(name: string, data: unknown, item?: string): Frame {
    seq += 1;
    return {
      seq,
      name,
      item,
      ...encode(`id: ${idOf(seq)}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
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

  /** The sequence number an id of this run names, or undefined for any other id. */
  function sequenceOf(lastEventId: string | undefined): number | undefined {
    if (!lastEventId) return undefined;
    // The epoch is base64url, which may itself hold a '-': the sequence follows the last one.
    const cut = lastEventId.lastIndexOf('-');
    const idEpoch = lastEventId.slice(0, cut);
    const number = lastEventId.slice(cut + 1);
    if (cut < 0 || idEpoch !== epoch || !/^\d+$/.test(number)) return undefined;
    const value = Number(number);
    return value <= seq ? value : undefined;
  }

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
      const event = frame(name, data, item);
      if (item !== undefined && replaces.length > 0) {
        target.frames = target.frames.filter(
          (kept) => kept.item !== item || !replaces.includes(kept.name),
        );
      }
      if (replay) target.frames.push(event);
      if (target.frames.length > REPLAY_EVENTS_PER_CHANNEL) {
        const dropped = target.frames.shift();
        if (dropped) target.droppedUpTo = dropped.seq;
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
      let opening = `retry: ${retryMs}\n`;
      const resumeFrom = sequenceOf(lastEventId);
      const missed: Frame[] = [];
      let reset = lastEventId !== undefined && resumeFrom === undefined;
      if (resumeFrom !== undefined) {
        for (const target of joined) {
          if (
            target.droppedUpTo > resumeFrom ||
            (target.frames.length === 0 && forgottenUpTo > resumeFrom)
          )
            reset = true;
          for (const event of target.frames) if (event.seq > resumeFrom) missed.push(event);
        }
      }
      const state = (id: string) =>
        initial
          .map(({ name, data }) => `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
          .join('');
      if (reset) {
        const event = frame('reset', {});
        client.response.write(opening);
        write(client, event);
        client.response.write(state(idOf(event.seq)));
      } else {
        // An id before any event, so a client that reconnects before the first one resumes here.
        opening += `id: ${idOf(seq)}\n\n${state(idOf(seq))}`;
        client.response.write(opening);
        missed.sort((a, b) => a.seq - b.seq);
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
          forgottenUpTo = Math.max(
            forgottenUpTo,
            target.frames.at(-1)?.seq ?? 0,
            target.droppedUpTo,
          );
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
