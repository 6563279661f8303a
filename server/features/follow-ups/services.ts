import { featureServices } from '#server/platform/feature.js';
import { followUpEventMeanings } from './domain-events.js';
import { createFollowUpsRepository } from './repository.js';
import { type FollowUpsService, createFollowUpsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The follow-up queue: moment answers with contact details, for the team to reach. */
    followUps: FollowUpsService;
  }
}

/** How often one instance erases closed follow-ups past their retention period. */
export const FOLLOW_UP_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export const followUpsServices = featureServices(
  'follow-ups',
  async (app) => {
    app.domainEvents.declare(followUpEventMeanings);
    const service = createFollowUpsService({
      repository: createFollowUpsRepository(app.db.kysely),
      settings: app.settings,
      mail: app.mail,
      events: app.domainEvents,
      momentContacts: app.moments,
    });
    app.decorate('followUps', service);

    // Every counted answer that leaves a way to reach the person becomes a follow-up.
    app.moments.whenAnswered(async (answer) => {
      if (!answer.email && !answer.phone) return;
      await service.record({
        kind: answer.kind,
        momentId: answer.momentId,
        momentTitle: answer.momentTitle,
        streamId: answer.streamId,
        streamTitle: answer.streamTitle,
        serviceId: answer.serviceId,
        memberId: answer.memberId,
        name: answer.name,
        email: answer.email,
        phone: answer.phone,
        note: answer.note,
      });
    });

    app.jobs.every({
      name: 'follow-up-retention',
      instances: 'one',
      intervalMs: FOLLOW_UP_PURGE_INTERVAL_MS,
      runAtStart: true,
      task: async () => {
        const erased = await service.purgeExpired();
        if (erased > 0) app.log.info({ erased }, 'erased closed follow-ups past retention');
      },
    });
  },
  ['settings', 'mail', 'moments'],
);
