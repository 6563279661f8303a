import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_SHELL } from '#shared/app-shell.js';
import { compressed, preferredEncoding } from '#server/platform/http/read-cache-encoding.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Hashed file names: a new release gets new names, so a copy never goes stale. */
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;
/** Unhashed files (favicon, og-image, demo pictures and audio) may change with a release. */
const SHORT = 'public, max-age=3600';
/**
 * The service worker is asked for again on every check for an update: a copy kept an hour would
 * keep a deploy's worker, and with it the old files' cache, from reaching the browser.
 */
const REVALIDATE = 'no-cache';

function cacheControlOf(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  return path === APP_SHELL.serviceWorker ? REVALIDATE : SHORT;
}
/** Below this, compression saves less than its headers cost (as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
};
/** Text formats: worth compressing. Images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
/** The files the build writes next to each compressible asset. */
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;

type Encoding = keyof typeof SIBLINGS;

interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  /** Read from the build's siblings; made once here only if the build left none. */
  encoded: Partial<Record<Encoding, Promise<Buffer | undefined>>>;
  compressible: boolean;
}

/** Kept only when smaller than the file itself. */
const smaller = (body: Buffer) => (encoded: Buffer) =>
  encoded.length < body.length ? encoded : undefined;

/**
 * Never served: source maps (the code stays as built), the page template (served through the
 * page handler with its metadata), dotfiles, and the compressed siblings themselves.
 */
function isServable(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower.endsWith('.map') || lower.endsWith('.br') || lower.endsWith('.gz')) return false;
  if (path === '/index.html') return false;
  return !path.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Every file of the built front end, read once at start-up: a request is answered from memory,
 * with no directory read, stat or compression on the way.
 */
export async function indexStaticFiles(webDir: string): Promise<Map<string, StaticFile>> {
  const entries = await readdir(webDir, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(webDir, join(entry.parentPath, entry.name))),
  );
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    const path = `/${name.split(sep).join('/')}`;
    if (!isServable(path)) continue;
    const extension = extname(name).toLowerCase();
    const body = await readFile(join(webDir, name));
    const compressible = COMPRESSIBLE.has(extension) && body.length >= COMPRESS_THRESHOLD;
    const encoded: StaticFile['encoded'] = {};
    if (compressible) {
      for (const [encoding, suffix] of Object.entries(SIBLINGS) as [Encoding, string][]) {
        if (names.has(name + suffix))
          encoded[encoding] = readFile(join(webDir, name + suffix)).then(smaller(body));
      }
    }
    files.set(path, {
      type: TYPES[extension] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(path),
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      body,
      encoded,
      compressible,
    });
  }
  return files;
}

/** The file's tag for one representation: each encoding is its own set of bytes. */
const etagOf = (file: StaticFile, encoding: Encoding | 'identity') =>
  encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;

function matches(ifNoneMatch: string | undefined, file: StaticFile): boolean {
  if (!ifNoneMatch) return false;
  const base = file.etag.slice(0, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === file.etag || tag.startsWith(`${base}-`);
  });
}

function requestPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?', 1)[0] ?? '');
  } catch {
    return undefined;
  }
}

/** `bytes=first-last`, `bytes=first-` or `bytes=-suffix`: one range only. */
const BYTE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range of `size` bytes a Range header asks for: `unsatisfiable` when it starts past the
 * end, undefined when there is none or it is not one plain range (the whole file is then sent, as
 * a server may).
 */
function byteRange(
  header: string | undefined,
  size: number,
): { first: number; last: number } | 'unsatisfiable' | undefined {
  const match = header ? BYTE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') {
    if (to === '') return undefined;
    const suffix = Number(to);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(from);
  const last = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (first >= size) return 'unsatisfiable';
  return last < first ? undefined : { first, last };
}

async function bodyFor(file: StaticFile, acceptEncoding: string | undefined) {
  const wanted = file.compressible ? preferredEncoding(acceptEncoding) : 'identity';
  if (wanted === 'identity') return { encoding: 'identity' as const, body: file.body };
  file.encoded[wanted] ??= compressed(file.body, wanted, 'best').then(smaller(file.body));
  const encoded = await file.encoded[wanted];
  return encoded
    ? { encoding: wanted, body: encoded }
    : { encoding: 'identity' as const, body: file.body };
}

/**
 * GET (and HEAD) for every built file: brotli or gzip as the client accepts, long caching for
 * hashed assets, 304 for a copy the client already holds. Files never compressed (images, fonts,
 * audio) are also sent in byte ranges, so an audio element can seek. Anything else goes on to the
 * not-found handler (the page fallback), as a file missing from the index.
 */
export async function registerStaticAssets(app: FastifyInstance, webDir: string): Promise<void> {
  const files = await indexStaticFiles(webDir);

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const path = requestPath(request.url);
    const file = path === undefined ? undefined : files.get(path);
    if (!file) return reply.callNotFound();
    reply.header('cache-control', file.cacheControl).header('content-type', file.type);
    if (file.compressible) reply.header('vary', 'accept-encoding');
    // Podcast players on other sites play the demo sermon's audio, as they do uploaded sermons.
    if (file.type.startsWith('audio/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    const { encoding, body } = await bodyFor(file, request.headers['accept-encoding']);
    reply.header('etag', etagOf(file, encoding));
    if (matches(request.headers['if-none-match'], file)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (file.compressible) return reply.send(body);

    reply.header('accept-ranges', 'bytes');
    // A range of a copy the client holds under another tag would mix two files: send it whole.
    const ifRange = request.headers['if-range'];
    if (ifRange !== undefined && ifRange !== file.etag) return reply.send(body);
    const range = byteRange(request.headers.range, body.length);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${body.length}`).send();
    }
    if (!range) return reply.send(body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.first}-${range.last}/${body.length}`)
      .send(body.subarray(range.first, range.last + 1));
  }

  // Negotiated here, from the stored bytes: the global compression would only redo the work.
  app.get('/*', { schema: { hide: true }, compress: false }, serve);
}
