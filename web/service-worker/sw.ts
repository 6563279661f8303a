import { APP_SHELL } from '#shared/app-shell.js';
import { fetchRule, notificationTarget, readPushPayload } from './rules.js';

/**
 * The site's service worker (decision 0223): the app shell precached at install, hashed build
 * files from the cache, pages always from the network with the offline page when there is none,
 * and push notifications. The build writes in its version and the list of files to precache
 * (build/app-shell.ts): a new deploy is a new worker, which replaces the old one and its cache.
 */

declare const self: ServiceWorkerGlobalScope;
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];

const CACHE_PREFIX = 'lampstand-shell-';
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;
const PRECACHE = new Set(__SW_PRECACHE__);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the HTTP cache: an unhashed file (the offline page, an icon) may be an old copy.
      await cache.addAll([...PRECACHE].map((path) => new Request(path, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only a whole, plain answer of this site is kept (never a range, a redirect or an error).
  if (response.status === 200 && response.type === 'basic')
    await cache.put(request, response.clone());
  return response;
}

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(APP_SHELL.offlinePage, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = fetchRule(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      accept: request.headers.get('accept') ?? '',
    },
    self.location.origin,
    PRECACHE,
  );
  if (rule === 'navigation') event.respondWith(pageOrOffline(request));
  else if (rule === 'cache-first') event.respondWith(fromCacheFirst(request));
});

self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const message = readPushPayload(data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      // The same tag replaces the notification already shown (a service's reminder, then live).
      ...(message.tag ? { tag: message.tag } : {}),
      icon: APP_SHELL.icon192,
      badge: APP_SHELL.icon192,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = notificationTarget(data?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
