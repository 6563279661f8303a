import { featureServices } from '#server/platform/feature.js';
import { createStreamAlertsRepository } from './stream-alerts-repository.js';
import { type StreamAlertsService, createStreamAlertsService } from './stream-alerts-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Emails when a stream goes live: subscriptions and sending. */
    streamAlerts: StreamAlertsService;
  }
}

/** How often each instance looks for scheduled times that have come (and anything missed). */
const CHECK_INTERVAL_MS = 30_000;

export const notificationsServices = featureServices(
  'notifications',
  async (app) => {
    const streamAlerts = createStreamAlertsService({
      repository: createStreamAlertsRepository(app.db.kysely),
      streams: app.streams,
      settings: app.settings,
      mail: app.mail,
      counters: app.realtime.counters,
      siteUrl: app.config.publicSiteUrl,
      log: app.log,
    });
    app.decorate('streamAlerts', streamAlerts);

    const check = () => {
      void streamAlerts
        .checkGoingLive()
        .catch((error: unknown) => app.log.error({ err: error }, 'stream alerts not sent'));
    };
    let timer: NodeJS.Timeout | undefined;
    let unsubscribe: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      // A stream set live anywhere changes the active list: every instance hears it and checks;
      // the claim in the database lets one of them send.
      unsubscribe = await app.realtime.bus.subscribe('live.streams', check);
      timer = setInterval(check, CHECK_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await unsubscribe?.();
    });
  },
  ['settings', 'mail', 'streams'],
);
