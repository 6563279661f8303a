import { featureServices } from '#server/platform/feature.js';
import { invalidatesReads } from '#server/platform/http/read-cache.js';
import { createEventsRepository } from './repository.js';
import { type EventsService, createEventsService } from './service.js';

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
  app.decorate(
    'events',
    invalidatesReads(
      createEventsService({
        events: createEventsRepository(app.db.kysely),
        uploadsDir: app.config.uploads.dir,
      }),
      app.readCache,
      { create: ['events'], update: ['events'], delete: ['events'] },
    ),
  );
});
