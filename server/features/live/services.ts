import { API } from '#shared/api-paths.js';
import { featureServices } from '#server/platform/feature.js';
import { deviceKeyOf } from '#server/platform/http/client-address.js';
import { liveViewerOf } from '#server/features/streams/index.js';
import { createLiveRepository } from './repository.js';
import { CHANNELS, type LiveService, createLiveService } from './service.js';
import { type ViewerCounter, createViewerCounter } from './viewers.js';
import { type WatchableStreams, createWatchableStreams } from './watchable-streams.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Event streams: the hub fed by the bus, and opening a stream on a reply. */
    live: LiveService;
    /** Who is watching each stream, over every instance. */
    liveViewers: ViewerCounter;
    /** Whether a stream's event stream may be opened (kept briefly, for reconnecting pages). */
    watchableStreams: WatchableStreams;
  }
}

export const liveServices = featureServices(
  'live',
  async (app) => {
    const live = await createLiveService(app.realtime.bus, app.config.live.coalesceMs);
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
    const watchable = await createWatchableStreams(
      (streamId) => app.streams.getActiveStream(streamId),
      app.realtime.bus,
    );
    app.decorate('live', live);
    app.decorate('liveViewers', viewers);
    app.decorate('watchableStreams', watchable);

    // In the fallback a page polls its chat: a viewer seen doing so counts as watching (cached
    // answers included, whichever path gave them). A page with its event stream open that reads
    // the list again is the same viewer (its device key), so it is not counted twice.
    app.readCache.onAnswered(API.chatMessages, (hit) => {
      const { streamId } = hit.params;
      if (!streamId) return;
      const deviceKey = deviceKeyOf(hit);
      const counted = (memberId: string | null) =>
        viewers.polled(
          streamId,
          liveViewerOf(app.config.jwtSecret, {
            memberId,
            ip: hit.ip,
            userAgent: hit.headers['user-agent'],
            deviceKey,
          }),
        );
      // A client without a device key but signed in (another app) is its member; the token
      // is only checked then, so a browser's poll costs no look-up.
      if (deviceKey || !hit.headers.authorization) return counted(null);
      void app.members
        .identify(hit.headers.authorization)
        .catch(() => null)
        .then((member) => counted(member?.id ?? null));
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
      await watchable.close();
      await viewers.close();
      await live.close();
    });
  },
  ['streams', 'comments', 'live-chat', 'quick-chat'],
);
