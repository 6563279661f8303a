import { featureServices } from '#server/platform/feature.js';
import { createPushAnnouncements, type PushAnnouncements } from './announcements.js';
import { createPushRepository } from './repository.js';
import { createPushSender } from './sender.js';
import { type PushService, createPushService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push: subscriptions, and the delivery queue (`notify`, `flush`). */
    push: PushService;
    /** What sends push messages (going live, service reminders, answered prayers, events). */
    pushAnnouncements: PushAnnouncements;
  }
}

/** How often one instance looks for services about to start and streams newly live. */
const CHECK_INTERVAL_MS = 30_000;

export const pushServices = featureServices(
  'push',
  async (app) => {
    const { push: config, publicSiteUrl } = app.config;
    const send = createPushSender({
      vapid: { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey },
      // Push services write to this address about the site's messages: the church's own unless
      // the installation names one.
      subject: async () => {
        if (config.vapidSubject) return config.vapidSubject;
        const { contactEmail } = (await app.settings.get()).general;
        if (contactEmail) return `mailto:${contactEmail}`;
        return publicSiteUrl.startsWith('https://')
          ? publicSiteUrl
          : `mailto:no-reply@${new URL(publicSiteUrl).hostname}`;
      },
      testOrigins: config.testEndpointOrigins,
    });
    const push = createPushService({
      repository: createPushRepository(app.db.kysely),
      send,
      publicKey: config.vapidPublicKey,
      testOrigins: config.testEndpointOrigins,
      log: app.log,
      jobs: app.jobs,
      sendConcurrency: config.sendConcurrency,
    });
    const announcements = createPushAnnouncements({
      push,
      settings: app.settings,
      services: app.services,
    });
    app.decorate('push', push);
    app.decorate('pushAnnouncements', announcements);

    /** A hook's failure is logged: the change that caused it is saved all the same. */
    const logged =
      <T>(what: string, task: (value: T) => Promise<unknown>) =>
      async (value: T) => {
        await task(value).catch((error: unknown) => app.log.error({ err: error }, what));
      };
    app.adminStreams.whenWentLive(logged('go-live push not sent', announcements.goingLive));
    app.prayerRequests.whenAnswered(
      logged('prayer-answered push not sent', announcements.prayerAnswered),
    );
    app.events.whenCreated(logged('new-event push not sent', announcements.eventCreated));

    app.jobs.every({
      name: 'push-service-reminders',
      instances: 'one',
      intervalMs: CHECK_INTERVAL_MS,
      task: announcements.remindServices,
    });
    // A stream left live by a scheduled time, or set live on another instance's panel.
    app.jobs.every({
      name: 'push-going-live',
      instances: 'one',
      intervalMs: CHECK_INTERVAL_MS,
      task: async () => {
        for (const stream of await app.streams.listLiveStreams()) {
          await announcements.goingLive(stream);
        }
      },
    });
    app.addHook('preClose', async () => push.stop());
  },
  ['settings', 'streams', 'services', 'prayer-requests', 'events'],
);
