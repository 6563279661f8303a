import { API } from '#shared/api-paths.js';
import { featureServices } from '#server/platform/feature.js';
import { viewerKey } from '#server/features/streams/index.js';
import { createLiveRepository } from './repository.js';
import { type LiveService, createLiveService } from './service.js';
import { type ViewerCounter, createViewerCounter } from './viewers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Event streams: the hub fed by the bus, and opening a stream on a reply. */
    live: LiveService;
    /** Who is watching each stream, over every instance. */
    liveViewers: ViewerCounter;
  }
}

export const liveServices = featureServices(
  'live',
  async (app) => {
    const live = await createLiveService(app.realtime.bus);
    const viewers = createViewerCounter({
      redis: app.realtime.redis,
      repository: createLiveRepository(app.db.kysely),
      peaks: {
        get: (streamId) => app.streams.peakViewers(streamId),
        raise: (streamId, watching) => app.streams.raisePeakViewers(streamId, watching),
      },
      onChange: (payload) => live.viewersChanged(payload),
      intervalMs: app.config.live.viewersIntervalMs,
    });
    app.decorate('live', live);
    app.decorate('liveViewers', viewers);

    // In the fallback a page polls its chat: a viewer seen doing so counts as watching (cached
    // answers included, whichever path gave them).
    app.readCache.onAnswered(API.chatMessages, (hit) => {
      if (!hit.params.streamId) return;
      viewers.polled(
        hit.params.streamId,
        viewerKey(app.config.jwtSecret, {
          memberId: null,
          ip: hit.ip,
          userAgent: hit.headers['user-agent'],
        }),
      );
    });

    // Open event streams would keep the server from closing.
    app.addHook('preClose', async () => live.endAll());
    app.addHook('onClose', async () => {
      await viewers.close();
      await live.close();
    });
  },
  ['streams', 'comments', 'live-chat', 'quick-chat'],
);
