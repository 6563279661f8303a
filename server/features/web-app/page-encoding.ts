import {
  COMPRESS_THRESHOLD,
  compressed,
  preferredEncoding,
} from '#server/platform/http/read-cache-encoding.js';

const KEPT_PAGES = 64;

/**
 * Pages compressed by the app itself. Most pages are answered by the not-found handler (the
 * history fallback), which @fastify/compress does not reach: it compresses registered routes
 * only, so those pages went out as they were, 80–100 KB of markup, data and styles on a phone's
 * link. A page's text repeats while its data does not change (the render cache), so the last
 * pages' compressed bytes are kept.
 */
export function createPageEncoder(): (
  page: string,
  acceptEncoding: string | undefined,
) => Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }> {
  const kept = new Map<string, Promise<Buffer>>();
  return async (page, acceptEncoding) => {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'identity' || Buffer.byteLength(page) < COMPRESS_THRESHOLD)
      return { body: page };
    const key = `${encoding}\n${page}`;
    let body = kept.get(key);
    if (!body) {
      body = compressed(Buffer.from(page), encoding);
      kept.set(key, body);
      body.catch(() => kept.delete(key));
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    }
    return { body: await body, encoding };
  };
}
