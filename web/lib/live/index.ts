import type { AdminLiveEvents, PublicLiveEvents } from '#shared/live-events.js';
import { API } from '#shared/api-paths.js';
import { backgroundAdminHeaders, reportAdminUnauthorized } from '#web/lib/api-client.js';
import { createLiveHub } from './live-hub.js';

export type { LiveHandlers } from './live-hub.js';

/**
 * The public pages' one event stream: `GET /api/live?stream=&chat=`. It belongs to a stream's
 * page (the server counts its viewers from it), so it opens only once a stream is chosen; the
 * other pages, and the quick chat elsewhere, poll as the spec says.
 */
export const publicLive = createLiveHub<PublicLiveEvents>({
  path: API.live,
  requiredParam: 'stream',
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
