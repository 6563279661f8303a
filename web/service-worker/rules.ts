/**
 * What the service worker may answer from its cache, and nothing more: the hashed files of the
 * build and the app shell it precached. Everything personal or live (the API, its event streams,
 * the panel, a member's page, uploaded files) and every page's HTML always goes to the network,
 * so no one is ever shown another moment's data or somebody else's.
 */

/** Paths whose answers are never stored nor served from the worker's cache. */
const NEVER_CACHED = ['/api', '/admin', '/account', '/uploads'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export type FetchRule =
  /** Left to the browser: the worker does not answer at all. */
  | 'network'
  /** A page: from the network, the offline page when there is none. */
  | 'navigation'
  /** A hashed build file or a precached shell file: from the cache, else fetched and kept. */
  | 'cache-first';

export interface RuleRequest {
  method: string;
  url: string;
  mode: string;
  /** The Accept header: an event stream is never cached, wherever it is. */
  accept: string;
}

export function fetchRule(request: RuleRequest, origin: string, precached: ReadonlySet<string>) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.accept.includes('text/event-stream')) return 'network';
  if (NEVER_CACHED.some((prefix) => under(url.pathname, prefix))) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.search === '' && (url.pathname.startsWith('/assets/') || precached.has(url.pathname)))
    return 'cache-first';
  return 'network';
}

/**
 * Where a tapped notification leads: a path or an address of this site; anything else (another
 * site, a script address) opens the home page.
 */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export interface NotificationMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * A push message's text as the server sends it (pushPayloadSchema): checked field by field here,
 * not with the schema library, which would weigh more than the whole worker.
 */
export function readPushPayload(data: unknown): NotificationMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return undefined;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: typeof url === 'string' ? url : '/',
    tag: typeof tag === 'string' ? tag : '',
  };
}
