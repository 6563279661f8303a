import { featureServices } from '#server/platform/feature.js';
import { prayNowEventMeanings } from './domain-events.js';
import { createPrayNowRepository } from './repository.js';
import { type PrayNowService, createPrayNowService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Praying with someone now: requests waiting for a staff member to accept. */
    prayNow: PrayNowService;
  }
}

/** How often one instance sends the requests nobody accepted in time to the prayer team. */
export const PRAY_NOW_QUEUE_INTERVAL_MS = 15_000;

export const prayNowServices = featureServices(
  'pray-now',
  async (app) => {
    app.domainEvents.declare(prayNowEventMeanings);
    const service = createPrayNowService({
      repository: createPrayNowRepository(app.db.kysely),
      members: app.members,
      events: app.domainEvents,
      openChat: (visitor, request, staffName, greeting) =>
        app.quickChats.startAnswered(visitor, request, staffName, greeting),
      queuePrayerRequest: (input) => app.prayerRequests.recordFromPrayNow(input),
    });
    app.decorate('prayNow', service);
    app.jobs.every({
      name: 'pray-now-queue',
      instances: 'one',
      intervalMs: PRAY_NOW_QUEUE_INTERVAL_MS,
      task: async () => {
        const queued = await service.queueExpired();
        if (queued > 0) app.log.info({ queued }, 'sent unanswered pray-now requests to the queue');
        await service.purgeDecided();
      },
    });
  },
  ['members', 'prayer-requests', 'quick-chat'],
);
