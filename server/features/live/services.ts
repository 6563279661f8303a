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

    // In the fallback a page polls its chat: a viewer seen doing so counts as watching.
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.url !== API.chatMessages || reply.statusCode !== 200) return;
      const { streamId } = request.params as { streamId: string };
      viewers.polled(
        streamId,
        viewerKey(app.config.jwtSecret, {
          memberId: null,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
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
