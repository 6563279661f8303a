import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { LIVE_HEARTBEAT_SECONDS } from '#shared/live-events.js';
import type { BusHandler, EventBus } from '#server/platform/realtime/event-bus.js';
import '#server/platform/auth/access-events.js';
import type { StreamLiveEvent } from './live-events.js';
import { type Hub, type PublishOptions, createHub } from './hub.js';

/** Reconnects are spread over this range, so a restart is not met by every page at once. */
export const RETRY_MIN_MS = 1000;
export const RETRY_SPREAD_MS = 9000;

/** Channel names in the hub. */
export const CHANNELS = {
  stream: (streamId: string) => `stream:${streamId}`,
  chat: (chatId: string) => `chat:${chatId}`,
  /** Every public page: the active stream list. */
  streams: 'streams',
  admin: 'admin',
} as const;

const EVENT_STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies (nginx) must pass each event on at once instead of buffering the answer.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/** A staff stream: whose session it is, and how to check that it still may be open. */
interface Guard {
  adminId: string;
  sessionId: string;
  /** Checked on every heartbeat: false ends the stream (a session that expired). */
  stillAllowed: () => Promise<boolean>;
}

interface OpenOptions {
  channels: string[];
  /** For a staff stream: ended with its session (at once when told, else on a heartbeat). */
  guard?: Guard;
  onClose?: () => void;
  /** Sent to this client alone on connecting (the current viewer count). */
  initial?: { name: string; data: unknown }[];
}

/**
 * Each stream event is about one comment or chat message; a newer state of it replaces the
 * kept one, and its removal (hidden, marked spam, deleted, erased) replaces every kept event
 * about it, so a reconnecting page is never replayed text a moderator or an admin took away.
 */
function replacing(event: StreamLiveEvent): PublishOptions {
  const kind =
    event.name === 'comment' || event.name === 'chat-message' ? event.name : event.data.kind;
  return {
    item: `${kind}:${event.data._id}`,
    replaces: event.name === 'removed' ? ['comment', 'chat-message', 'reactions'] : [event.name],
  };
}

/** Fills a starting hub with the shared log of numbered events; alone or without Redis, nothing. */
async function fillFromHistory(
  bus: EventBus,
  hub: Hub,
  handlers: { [Name in 'live.stream' | 'live.streams' | 'live.moment']: BusHandler<Name> },
) {
  const history = await bus.history().catch(() => undefined);
  if (!history?.position) return;
  const first = history.events[0]?.position.seq ?? history.position.seq + 1;
  hub.begin(history.position, first - 1);
  for (const { name, payload, position } of history.events) {
    const handler = handlers[name as keyof typeof handlers] as
      ((payload: unknown, at: typeof position) => void) | undefined;
    handler?.(payload, position);
  }
}

/**
 * The live feature's core: the hub fed by the bus (one subscription per event name, so Redis
 * carries each event once per instance), the heartbeat, and opening an event stream on a reply.
 */
export async function createLiveService(bus: EventBus, coalesceMs?: number) {
  const hub: Hub = createHub({
    ...(coalesceMs === undefined ? {} : { coalesceMs }),
    isPrivate: (key) => key === CHANNELS.admin || key.startsWith(CHANNELS.chat('')),
  });
  const guarded = new Map<FastifyReply, Guard>();

  // The events that reach public channels, numbered the same on every instance; the others are
  // private (the panel's, a quick chat's) and numbered by each channel alone.
  const toStream: BusHandler<'live.stream'> = ({ streamId, event }, at) => {
    hub.publish(CHANNELS.stream(streamId), event.name, event.data, { ...replacing(event), at });
    if (event.name === 'comment' || event.name === 'chat-message') {
      hub.publish(CHANNELS.admin, 'activity', { kind: event.name, streamId });
    }
  };
  const toStreams: BusHandler<'live.streams'> = (payload, at) => {
    hub.publish(CHANNELS.streams, 'streams', payload, { at });
    hub.publish(CHANNELS.admin, 'streams', payload);
  };
  // A moment's open and closed states are kept for a page that reconnects (the newest replaces
  // the older); the panel's growing counts are not.
  const toMoment: BusHandler<'live.moment'> = ({ streamId, staff, viewers }, at) => {
    const item = `moment:${staff.moment._id}`;
    if (viewers) {
      hub.publish(CHANNELS.stream(streamId), 'moment', viewers, {
        item,
        replaces: ['moment'],
        at,
      });
    }
    hub.publish(CHANNELS.admin, 'moment', staff, { replay: staff.state !== 'count' });
  };
  const numbered = { 'live.stream': toStream, 'live.streams': toStreams, 'live.moment': toMoment };
  bus.number('live.stream');
  bus.number('live.streams');
  // The panel's growing count reaches no public channel: numbering it would skip public ids.
  bus.number('live.moment', ({ viewers }) => Boolean(viewers));

  const unsubscribe = await Promise.all([
    bus.subscribe('live.stream', toStream),
    bus.subscribe('live.streams', toStreams),
    bus.subscribe('live.moment', toMoment),
    bus.subscribe('live.quick-chat', ({ chatId, message, chat, unreadTotal }) => {
      hub.publish(CHANNELS.chat(chatId), 'quick-chat-message', message);
      if (chat) hub.publish(CHANNELS.admin, 'quick-chat', chat);
      hub.publish(CHANNELS.admin, 'quick-chat-message', { chatId, message });
      hub.publish(CHANNELS.admin, 'unread', { unreadTotal });
    }),
    bus.subscribe('live.moderation', (payload) =>
      hub.publish(CHANNELS.admin, 'moderation', payload),
    ),
    bus.subscribe('live.unread', (payload) => hub.publish(CHANNELS.admin, 'unread', payload)),
    bus.subscribe('live.prayer-request', (payload) =>
      hub.publish(CHANNELS.admin, 'prayer-request', payload),
    ),
    bus.subscribe('live.follow-up', (payload) => hub.publish(CHANNELS.admin, 'follow-up', payload)),
    // Staff only: a visitor waiting to pray with someone, and the team's chat beside a stream.
    bus.subscribe('live.pray-now', (payload) => hub.publish(CHANNELS.admin, 'pray-now', payload)),
    bus.subscribe('live.host-chat', (payload) =>
      hub.publish(CHANNELS.admin, 'host-chat-message', payload),
    ),
    // Signed out, deleted, a new password, another role: the streams opened under that session
    // or account end now, on every instance, instead of on the next heartbeat.
    bus.subscribe('admin.access.changed', (change) => {
      for (const [reply, guard] of guarded) {
        const ended =
          'sessionId' in change
            ? guard.sessionId === change.sessionId
            : guard.adminId === change.adminId;
        if (ended) {
          guarded.delete(reply);
          reply.raw.end();
        }
      }
    }),
  ]);

  // Listening first, then the shared log: what the log holds is this instance's replay from the
  // start (a page that was on an instance that died resumes here), and whatever the
  // subscription also delivers is recognised by its number and not sent twice.
  await fillFromHistory(bus, hub, numbered);

  /** Ends the streams whose admin session has ended (expired, signed out). */
  const checkSessions = () =>
    Promise.all(
      [...guarded].map(async ([reply, { stillAllowed }]) => {
        if (!(await stillAllowed().catch(() => false))) reply.raw.end();
      }),
    ).then(() => undefined);

  const heartbeat = setInterval(() => {
    hub.ping();
    void checkSessions();
  }, LIVE_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  return {
    hub,
    checkSessions,

    /**
     * Answers the request with an event stream, written straight to the socket: Fastify's
     * serialization, compression and hooks are left behind on purpose (they would buffer).
     */
    open(request: FastifyRequest, reply: FastifyReply, options: OpenOptions) {
      reply.hijack();
      const response = reply.raw;
      // Gone while its stream and chat were looked up: its 'close' has already been emitted.
      if (!response.socket || response.socket.destroyed) {
        options.onClose?.();
        response.destroy();
        return;
      }
      // Headers set so far through Fastify (the session's end for the panel); helmet's are on raw.
      const fastifyHeaders = reply.getHeaders() as OutgoingHttpHeaders;
      response.writeHead(200, { ...fastifyHeaders, ...EVENT_STREAM_HEADERS });
      response.flushHeaders();
      request.raw.socket.setNoDelay(true);
      const lastEventId = request.headers['last-event-id'];
      const client = {
        response,
        // Node's own flag for a chunked answer (HTTP/1.1); otherwise every write goes through it.
        direct: (response as unknown as { chunkedEncoding?: boolean }).chunkedEncoding === true,
        channels: options.channels,
        onClose: options.onClose,
      };
      if (options.guard) guarded.set(reply, options.guard);
      response.on('close', () => {
        guarded.delete(reply);
        hub.disconnect(client);
      });
      const retry = RETRY_MIN_MS + Math.floor(Math.random() * RETRY_SPREAD_MS);
      hub.connect(
        client,
        typeof lastEventId === 'string' ? lastEventId : undefined,
        retry,
        options.initial,
      );
    },

    /**
     * A stream's viewer count, for every public page (the player and each stream card; a
     * stream's page also listens to the stream list, so once is enough) and for the panel.
     */
    viewersChanged(payload: { streamId: string; watching: number; peak: number }) {
      // Not kept for replay: a page that reconnects gets every current count on opening.
      hub.publish(CHANNELS.streams, 'viewers', payload, { replay: false });
      hub.publish(CHANNELS.admin, 'viewers', payload);
    },

    /** Ends every event stream, so the server can close. */
    endAll() {
      clearInterval(heartbeat);
      hub.closeAll();
    },

    async close() {
      clearInterval(heartbeat);
      await Promise.all(unsubscribe.map((stop) => stop()));
    },
  };
}

export type LiveService = Awaited<ReturnType<typeof createLiveService>>;
