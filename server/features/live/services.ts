import { API } from '#shared/api-paths.js';
import { featureServices } from '#server/platform/feature.js';
import { viewerKey } from '#server/features/streams/index.js';
import { createLiveRepository } from './repository.js';
import { CHANNELS, type LiveService, createLiveService } from './service.js';
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

    // A church reply pushed to the visitor's open page has reached them: no email repeats it
    // (ADR 0150). Each instance answers for the pages connected to it.
    const stopDelivered = await app.realtime.bus.subscribe(
      'live.quick-chat',
      ({ chatId, message }) => {
        if (!message.sender.isAdmin || live.hub.clientsOf(CHANNELS.chat(chatId)) === 0) return;
        app.quickChats
          .delivered(chatId, message.createdAt)
          .catch((error: unknown) => app.log.warn({ err: error }, 'quick chat read not recorded'));
      },
    );

    // Open event streams would keep the server from closing.
    app.addHook('preClose', async () => live.endAll());
    app.addHook('onClose', async () => {
      await stopDelivered();
      await viewers.close();
      await live.close();
    });
  },
  ['streams', 'comments', 'live-chat', 'quick-chat'],
);
