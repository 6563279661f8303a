import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainEventProcessor } from '#server/platform/events/domain-events.js';
import type { EventBus } from '#server/platform/realtime/event-bus.js';
import type { CacheFront } from './read-cache-front.js';
import {
  COMPRESS_THRESHOLD,
  type Encoding,
  compressed,
  preferredEncoding,
} from './read-cache-encoding.js';

/**
 * What a cached answer is made of; a write to one of these drops every answer that used it.
 * Each feature adds the tags of its data (declaration merging), e.g.
 *
 *   declare module '#server/platform/http/read-cache.js' {
 *     interface ReadCacheTags { events: true }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ReadCacheTags {}

export type ReadCacheTag = keyof ReadCacheTags;

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** Something a public read shows changed on some instance: every instance drops those answers. */
    'readCache.invalidate': { tags: ReadCacheTag[]; from: string };
  }
}

declare module '#server/platform/events/domain-events.js' {
  interface DomainEffects {
    /** The cached reads the event changes: their answers are dropped on every instance. */
    invalidates?: readonly ReadCacheTag[];
  }
}

/** Who asked, as much as a cached answer's side effects need: the same on either path. */
export interface CacheHit {
  /** The client's address as `request.ip` reads it (the proxy setting applied). */
  ip: string;
  headers: IncomingHttpHeaders;
  params: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
}

export interface ReadCacheRoute {
  tags: readonly ReadCacheTag[];
  /** For answers that change with time alone (an event that ends), not only with writes. */
  maxAgeMs?: number;
  /** A side effect the route has on every call (a stream view), run before a cached answer. */
  onHit?: (hit: CacheHit) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /** Answer 200s of this GET from bytes serialized once, until a write drops them. */
    readCache?: ReadCacheRoute;
  }
}

interface Entry {
  route: ReadCacheRoute;
  /** The matched route's path pattern (e.g. /api/stream/:id) and this URL's parameters. */
  routeUrl: string;
  params: Readonly<Record<string, string>>;
  tags: readonly ReadCacheTag[];
  expiresAt: number;
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The same bodies once made, for the front's synchronous answer. */
  made: Partial<Record<Encoding, Buffer>>;
  /**
   * Every other header the first answer carried (security headers, no-store…), taken once it
   * was sent; until then only Fastify answers hits.
   */
  headers?: OutgoingHttpHeaders;
  /** The headers the route's handler set itself (a feed's CORS), for hits Fastify answers. */
  routeHeaders: OutgoingHttpHeaders;
}

/** Bounds memory: chat polls carry `after=` times, each its own key. */
const MAX_ENTRIES = 1000;
/**
 * Every answer is dropped after this long even with no write heard: the bound on staleness if an
 * instance missed another's invalidation (Redis unreachable for a moment).
 */
const DEFAULT_MAX_AGE_MS = 30_000;
export interface ReadCache {
  /** Drops the answers built from these tags here at once, and on every other instance. */
  invalidate(...tags: ReadCacheTag[]): Promise<void>;
  /** Hears every 200 or 304 GET of a cached route, from the cache or not (poll counting). */
  onAnswered(routeUrl: string, listener: (hit: CacheHit) => void): void;
  /** How many answers are held (tests, diagnostics). */
  readonly size: number;
  /** How many hits the front answered before Fastify saw them (tests, diagnostics). */
  readonly frontHits: number;
}

const kMissGenerations = Symbol('readCacheMiss');
const kStored = Symbol('readCacheStored');
type CacheRequest = FastifyRequest & { [kMissGenerations]?: number[]; [kStored]?: Entry };

/** Headers that belong to one answer, never copied from the first answer to later ones. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** An answer's headers but those that belong to it alone. */
function otherHeaders(all: Record<string, OutgoingHttpHeaders[string]>): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(all))
    if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers[name] = value;
  return headers;
}

export interface ReadCacheOptions {
  bus: EventBus;
  /** The writes' domain events, whose `invalidates` this drops. */
  events: Pick<DomainEventProcessor, 'subscribe'>;
  /** Where hits are answered before Fastify parses and routes the request. */
  front: CacheFront;
  clientAddress: (request: IncomingMessage) => string;
}

/**
 * Hot public reads answered from bytes serialized (and compressed) once. A hit is answered by
 * the front, before Fastify parses or routes the request, with the headers the first answer
 * carried; until those are known (or a compressed variant is made), by an `onRequest` hook. An
 * `onSend` registered before compression keeps a 200's JSON. A write's domain event invalidates
 * the tags its meaning names synchronously on its instance (never a stale read after one's own
 * write) and over the bus for the others. A generation per tag keeps an answer read before a
 * write from being stored after it.
 */
export async function registerReadCache(
  app: FastifyInstance,
  { bus, events, front, clientAddress }: ReadCacheOptions,
): Promise<ReadCache> {
  const instance = randomUUID();
  const entries = new Map<string, Entry>();
  const generations = new Map<ReadCacheTag, number>();
  const listeners = new Map<string, ((hit: CacheHit) => void)[]>();
  let frontHits = 0;
  const generationsOf = (tags: readonly ReadCacheTag[]) => tags.map((t) => generations.get(t) ?? 0);

  const dropLocally = (tags: readonly ReadCacheTag[]) => {
    for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of entries)
      if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
  };
  const unsubscribe = await bus.subscribe('readCache.invalidate', ({ tags, from }) => {
    if (from !== instance) dropLocally(tags);
  });
  const invalidate = async (...tags: ReadCacheTag[]) => {
    dropLocally(tags);
    await bus.publish('readCache.invalidate', { tags, from: instance });
  };
  // Heard before the write answers: its own instance drops the answers at once; the others hear
  // of it over the bus, without the write waiting for that.
  const stopHearing = events.subscribe(({ effects }) => {
    if (effects.invalidates?.length) invalidate(...effects.invalidates).catch(() => {});
  });
  app.addHook('onClose', async () => {
    stopHearing();
    await unsubscribe();
    entries.clear();
    front.detach();
  });

  const answered = (routeUrl: string, hit: CacheHit) => {
    for (const listener of listeners.get(routeUrl) ?? []) listener(hit);
  };
  const hitOf = (request: FastifyRequest): CacheHit => ({
    ip: request.ip,
    headers: request.headers,
    params: request.params as Record<string, string>,
    log: request.log,
  });

  const encodingFor = (entry: Entry, acceptEncoding: string | undefined): Encoding => {
    const identity = entry.made.identity as Buffer;
    return identity.length < COMPRESS_THRESHOLD ? 'identity' : preferredEncoding(acceptEncoding);
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    const encoding = encodingFor(entry, request.headers['accept-encoding']);
    if (encoding !== 'identity' && !entry.bodies[encoding]) {
      const identity = entry.made.identity as Buffer;
      const body = compressed(identity, encoding);
      entry.bodies[encoding] = body;
      void body.then(
        (made) => (entry.made[encoding] = made),
        () => {},
      );
    }
    for (const [name, value] of Object.entries(entry.routeHeaders))
      if (!reply.hasHeader(name) && value !== undefined) reply.header(name, value);
    reply.header('vary', 'accept-encoding').header('etag', entry.etag);
    reply.header('content-type', entry.contentType);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await entry.bodies[encoding]);
  };

  // The front: a hit whose headers and body are ready is written in one call, skipping the
  // parsing, routing and hooks that its first answer already went through.
  front.attach((request, response) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const entry = entries.get(request.url);
    if (!entry?.headers || entry.expiresAt <= Date.now()) return false;
    const encoding = encodingFor(entry, request.headers['accept-encoding']);
    const body = entry.made[encoding];
    if (!body) return false;
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      'content-type': entry.contentType,
      vary: 'accept-encoding',
      etag: entry.etag,
    };
    if (entry.cacheControl) headers['cache-control'] = entry.cacheControl;
    const notModified = request.headers['if-none-match'] === entry.etag;
    if (!notModified) {
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
    }
    const hit: CacheHit = {
      ip: clientAddress(request),
      headers: request.headers,
      params: entry.params,
      log: app.log,
    };
    frontHits += 1;
    const write = () => {
      response.writeHead(notModified ? 304 : 200, headers);
      response.end(notModified ? undefined : body);
      answered(entry.routeUrl, hit);
    };
    if (!entry.route.onHit) write();
    else
      entry.route.onHit(hit).then(write, (error: unknown) => {
        app.log.error({ err: error }, 'read cache side effect failed');
        write();
      });
    return true;
  });

  // As early as the route is known: a hit's URL already passed validation when it was stored,
  // so parsing, validation and the later hooks would only repeat work.
  app.addHook('onRequest', async (request: CacheRequest, reply) => {
    const route = request.routeOptions.config.readCache;
    if (!route || request.method !== 'GET') return;
    const entry = entries.get(request.url);
    if (entry && entry.expiresAt > Date.now()) {
      await route.onHit?.(hitOf(request));
      return send(request, reply, entry);
    }
    if (entry) entries.delete(request.url);
    request[kMissGenerations] = generationsOf(route.tags);
  });

  app.addHook('onSend', async (request: CacheRequest, reply, payload) => {
    const route = request.routeOptions.config.readCache;
    const before = request[kMissGenerations];
    if (!route || !before || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    // A write landed while this answer was being read: it may be the old data.
    if (generationsOf(route.tags).some((generation, i) => generation !== before[i])) return payload;
    const body = Buffer.from(payload);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const cacheControl = reply.getHeader('cache-control');
    const entry: Entry = {
      route,
      routeUrl: request.routeOptions.url ?? '',
      params: { ...(request.params as Record<string, string>) },
      tags: route.tags,
      expiresAt: Date.now() + (route.maxAgeMs ?? DEFAULT_MAX_AGE_MS),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      bodies: { identity: Promise.resolve(body) },
      made: { identity: body },
      routeHeaders: otherHeaders(reply.getHeaders()),
    };
    entries.set(request.url, entry);
    request[kStored] = entry;
    // Later answers of this URL may be compressed: every answer says so, the first one too.
    reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    return payload;
  });

  app.addHook('onResponse', async (request: CacheRequest, reply) => {
    const route = request.routeOptions.config.readCache;
    if (!route || request.method !== 'GET') return;
    if (reply.statusCode === 200 || reply.statusCode === 304)
      answered(request.routeOptions.url ?? '', hitOf(request));
    // The first answer went out whole: its other headers are every later hit's.
    const stored = request[kStored];
    if (stored && !reply.hasHeader('set-cookie')) stored.headers = otherHeaders(reply.getHeaders());
  });

  return {
    invalidate,
    onAnswered(routeUrl, listener) {
      listeners.set(routeUrl, [...(listeners.get(routeUrl) ?? []), listener]);
    },
    get size() {
      return entries.size;
    },
    get frontHits() {
      return frontHits;
    },
  };
}
