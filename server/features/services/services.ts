import { featureServices } from '#server/platform/feature.js';
import { createServicesRepository } from './repository.js';
import { createServiceRooms } from './rooms.js';
import { type ServicesService, createServicesService } from './service.js';
import { serviceEventMeanings } from './domain-events.js';
import { attendanceOf } from './attendance.js';
import { createOccurrenceEndings } from './endings.js';
import { createOccurrenceTicks } from './ticks.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The coming occurrences and the one in its chat window. */
    services: true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services on a schedule: their occurrences, rooms and chat windows. */
    services: ServicesService;
  }
}

/** How often the room keeper opens, starts and ends rooms as their moments come. */
export const ROOM_KEEPER_INTERVAL_MS = 10_000;

export const servicesServices = featureServices(
  'services',
  async (app) => {
    app.domainEvents.declare(serviceEventMeanings);
    const repository = createServicesRepository(app.db.kysely);
    const endings = createOccurrenceEndings({ events: app.domainEvents, log: app.log });
    const service = createServicesService({
      services: repository,
      churchZone: async () => (await app.settings.get()).church.timeZone,
      rooms: createServiceRooms(repository, app.adminStreams, endings.announce),
      endings,
      ticks: createOccurrenceTicks(app.log),
      events: app.domainEvents,
      attendance: (streamIds) => attendanceOf(app.db.kysely, streamIds),
    });
    app.decorate('services', service);
    app.jobs.every({
      name: 'service-rooms',
      instances: 'one',
      intervalMs: ROOM_KEEPER_INTERVAL_MS,
      jitterMs: 1_000,
      runAtStart: true,
      task: () => service.keepRooms(),
    });
  },
  ['settings', 'streams'],
);
