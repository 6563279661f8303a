import { featureServices } from '#server/platform/feature.js';
import { createEventsRepository } from './repository.js';
import { type EventsService, createEventsService } from './service.js';
import { eventEventMeanings } from './domain-events.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The events calendar. */
    events: true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Upcoming events for visitors and calendars, and Event Management. */
    events: EventsService;
  }
}

export const eventsServices = featureServices('events', async (app) => {
  app.domainEvents.declare(eventEventMeanings);
  app.decorate(
    'events',
    createEventsService({
      events: createEventsRepository(app.db.kysely),
      uploadsDir: app.config.uploads.dir,
      domainEvents: app.domainEvents,
    }),
  );
});
