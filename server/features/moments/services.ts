import { featureServices } from '#server/platform/feature.js';
import { momentEventMeanings } from './domain-events.js';
import { createMomentsRepository } from './repository.js';
import { type MomentsService, createMomentsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Moments over a stream's chat, their answers, and who hears each counted answer. */
    moments: MomentsService;
  }
}

/** How often the closer looks for moments whose time has passed. */
export const MOMENT_CLOSER_INTERVAL_MS = 2_000;

export const momentsServices = featureServices(
  'moments',
  async (app) => {
    app.domainEvents.declare(momentEventMeanings);
    const moments = createMomentsService({
      moments: createMomentsRepository(app.db.kysely, app.db.kind),
      streams: app.adminStreams,
      events: app.domainEvents,
      log: app.log,
      secret: app.config.jwtSecret,
    });
    app.decorate('moments', moments);
    // A service's plan: its moments go up in each live occurrence's room at their offsets.
    app.services.whenOccurrenceTick(async (occurrence) => {
      await moments.postPlanned(occurrence);
    });
    // A moment's time runs out on no request: the closer tells every page, once.
    app.jobs.every({
      name: 'moment-closer',
      instances: 'one',
      intervalMs: MOMENT_CLOSER_INTERVAL_MS,
      task: () => moments.closeExpired().then(() => undefined),
    });
    app.addHook('onClose', async () => moments.stop());
  },
  ['streams', 'services'],
);
