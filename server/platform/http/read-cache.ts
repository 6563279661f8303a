import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '#server/platform/realtime/event-bus.js';

/** What a cached answer is made of; a write to one of these drops every answer that used it. */
export type ReadCacheTag = 'streams' | 'chat' | 'comments' | 'events' | 'settings';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** Something a public read shows changed on some instance: every instance drops those answers. */
    'readCache.invalidate': { tags: ReadCacheTag[]; from: string };
  }
}

export interface ReadCacheRoute {
  tags: readonly ReadCacheTag[];
  /** For answers that change with time alone (an event that ends), not only with writes. */
  maxAgeMs?: number;
  /** A side effect the route has on every call (a stream view), run before a cached answer. */
  onHit?: (request: FastifyRequest) => Promise<void>;
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

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  tags: readonly ReadCacheTag[];
  expiresAt: number;
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** Bounds memory: chat polls carry `after=` times, each its own key. */
const MAX_ENTRIES = 1000;
/**
 * Every answer is dropped after this long even with no write heard: the bound on staleness if an
 * instance missed another's invalidation (Redis unreachable for a moment).
 */
const DEFAULT_MAX_AGE_MS = 30_000;
/** Smaller answers are sent as they are, like @fastify/compress's threshold. */
const COMPRESS_THRESHOLD = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function compressed(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          // Quality 5 compresses JSON nearly as well as 11 at a small fraction of the time.
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

export interface ReadCache {
  /** Drops the answers built from these tags here at once, and on every other instance. */
  invalidate(...tags: ReadCacheTag[]): Promise<void>;
  /** How many answers are held (tests, diagnostics). */
  readonly size: number;
}

const kMissGenerations = Symbol('readCacheMiss');
type CacheRequest = FastifyRequest & { [kMissGenerations]?: number[] };

/**
 * Hot public reads answered from bytes serialized (and compressed) once: an `onRequest` answers a
 * hit, an `onSend` registered before compression keeps a 200's JSON. Writes invalidate by tag
 * synchronously on their instance (never a stale read after one's own write) and over the bus
 * for the others. A generation per tag keeps an answer read before a write from being stored
 * after it.
 */
export async function registerReadCache(app: FastifyInstance, bus: EventBus): Promise<ReadCache> {
  const instance = randomUUID();
  const entries = new Map<string, Entry>();
  const generations = new Map<ReadCacheTag, number>();
  const generationsOf = (tags: readonly ReadCacheTag[]) => tags.map((t) => generations.get(t) ?? 0);

  const dropLocally = (tags: readonly ReadCacheTag[]) => {
    for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of entries)
      if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
  };
  const unsubscribe = await bus.subscribe('readCache.invalidate', ({ tags, from }) => {
    if (from !== instance) dropLocally(tags);
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
    entries.clear();
  });

  const send = async (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    const identity = entry.bodies.identity as Promise<Buffer>;
    let encoding = preferredEncoding(request.headers['accept-encoding']);
    if ((await identity).length < COMPRESS_THRESHOLD) encoding = 'identity';
    if (encoding !== 'identity') {
      const made = encoding;
      entry.bodies[made] ??= identity.then((body) => compressed(body, made));
    }
    reply.header('vary', 'accept-encoding').header('etag', entry.etag);
    reply.header('content-type', entry.contentType);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await entry.bodies[encoding]);
  };

  // As early as the route is known: a hit's URL already passed validation when it was stored,
  // so parsing, validation and the later hooks would only repeat work.
  app.addHook('onRequest', async (request: CacheRequest, reply) => {
    const route = request.routeOptions.config.readCache;
    if (!route || request.method !== 'GET') return;
    const entry = entries.get(request.url);
    if (entry && entry.expiresAt > Date.now()) {
      await route.onHit?.(request);
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
    entries.set(request.url, {
      tags: route.tags,
      expiresAt: Date.now() + (route.maxAgeMs ?? DEFAULT_MAX_AGE_MS),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      bodies: { identity: Promise.resolve(body) },
    });
    reply.header('etag', entries.get(request.url)?.etag);
    return payload;
  });

  return {
    async invalidate(...tags) {
      dropLocally(tags);
      await bus.publish('readCache.invalidate', { tags, from: instance });
    },
    get size() {
      return entries.size;
    },
  };
}

type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * The service with each listed write followed by the invalidation of what it changes, so no
 * caller can write without the cached reads hearing of it.
 */
export function invalidatesReads<T extends object>(
  service: T,
  readCache: ReadCache,
  writes: Partial<Record<AsyncMethods<T>, readonly ReadCacheTag[]>>,
): T {
  const wrapped = { ...service };
  for (const [name, tags] of Object.entries(writes) as [keyof T, ReadCacheTag[]][]) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await method.apply(service, args);
      } finally {
        // Also after a failure: part of a write may have landed.
        await readCache.invalidate(...tags);
      }
    };
  }
  return wrapped;
}
