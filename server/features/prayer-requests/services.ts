import { featureServices } from '#server/platform/feature.js';
import { createPrayerRequestsRepository } from './repository.js';
import { type PrayerRequestsService, createPrayerRequestsService } from './service.js';
import { prayerRequestEventMeanings } from './domain-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prayer care: the prayer team's queue, the public wall, retention. */
    prayerRequests: PrayerRequestsService;
  }
}

/** How often one instance erases closed requests past their retention period. */
export const PRAYER_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export const prayerRequestsServices = featureServices(
  'prayer-requests',
  async (app) => {
    app.domainEvents.declare(prayerRequestEventMeanings);
    const service = createPrayerRequestsService({
      repository: createPrayerRequestsRepository(app.db.kysely),
      mail: app.mail,
      siteUrl: app.config.publicSiteUrl,
      members: app.members,
      moderation: app.moderation,
      settings: app.settings,
      events: app.domainEvents,
      // The live chat and contacts come later and use this feature: looked up when called.
      linked: {
        deleteChatMessage: (id) =>
          app.adminChatMessages.delete(id).then(() => undefined, ignoreGone),
        deleteContact: (id) => app.contacts.delete(id).then(() => undefined, ignoreGone),
      },
    });
    app.decorate('prayerRequests', service);

    app.jobs.every({
      name: 'prayer-request-retention',
      instances: 'one',
      intervalMs: PRAYER_PURGE_INTERVAL_MS,
      runAtStart: true,
      task: async () => {
        const erased = await service.purgeExpired();
        if (erased > 0) app.log.info({ erased }, 'erased closed prayer requests past retention');
      },
    });
  },
  ['settings', 'mail', 'members', 'moderation'],
);

/** Already erased (by a moderator, or another instance): nothing left to do. */
function ignoreGone(error: unknown) {
  if ((error as { statusCode?: number }).statusCode === 404) return;
  throw error;
}
