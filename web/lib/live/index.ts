import type { AdminLiveEvents, PublicLiveEvents } from '#shared/live-events.js';
import { API } from '#shared/api-paths.js';
import {
  backgroundAdminHeaders,
  deviceHeader,
  reportAdminUnauthorized,
} from '#web/lib/api-client.js';
import { createLiveHub } from './live-hub.js';

export type { LiveHandlers } from './live-hub.js';

/**
 * The public pages' one event stream: `GET /api/live?stream=&chat=`. Every page that listens
 * opens it: the stream list and viewer counts come on it always, a stream's events once the
 * page shows that stream (the server counts its viewers from it), a quick chat's messages once
 * one is open. Pages poll as the spec says while it cannot be opened. The device key goes along:
 * a browser is one viewer however many tabs and lists it has open.
 */
export const publicLive = createLiveHub<PublicLiveEvents>({
  path: API.live,
  headers: () => deviceHeader(API.live),
});

/**
 * The admin panel's event stream: `GET /api/admin/live` with the bearer token in a header, and
 * marked as background so an open panel still reaches its idle timeout.
 */
export const adminLive = createLiveHub<AdminLiveEvents>({
  path: API.adminLive,
  headers: backgroundAdminHeaders,
  onUnauthorized: reportAdminUnauthorized,
});
