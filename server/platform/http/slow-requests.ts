import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged even when per-request logging is off. */
export const SLOW_REQUEST_MS = 1000;
/** At most this many slow-request lines per window, so a slow patch cannot flood the log. */
const MAX_LINES_PER_WINDOW = 20;
const WINDOW_MS = 60_000;

/**
 * One warning per slow request, bounded per minute (the count left out is reported with the
 * next line). Errors are logged by the error handler; nothing else is logged per request.
 */
export function logSlowRequests(app: FastifyInstance) {
  let windowStart = 0;
  let logged = 0;
  let skipped = 0;
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms < SLOW_REQUEST_MS) return;
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      logged = 0;
    }
    if (logged >= MAX_LINES_PER_WINDOW) {
      skipped += 1;
      return;
    }
    logged += 1;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        ms: Math.round(ms),
        ...(skipped > 0 ? { slowNotLogged: skipped } : {}),
      },
      'slow request',
    );
    skipped = 0;
  });
}
