import { featureServices } from '#server/platform/feature.js';
import { createSermonsRepository } from './repository.js';
import { type SermonsService, createSermonsService } from './service.js';
import { sermonEventMeanings } from './domain-events.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The sermon library: its lists, sermons and series. */
    sermons: true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sermon library, its series and podcasts' episodes, and the panel's Sermons section. */
    sermons: SermonsService;
  }
}

export const sermonsServices = featureServices(
  'sermons',
  async (app) => {
    app.domainEvents.declare(sermonEventMeanings);
    const sermons = createSermonsService({
      sermons: createSermonsRepository(app.db.kysely),
      uploadsDir: app.config.uploads.dir,
      events: app.domainEvents,
      autoPublishReplays: async () => (await app.settings.get()).sermons.autoPublishReplays,
      log: app.log,
    });
    app.decorate('sermons', sermons);
    // A service's occurrence that ends leaves its replay, with its video and its room's chat.
    app.services.whenOccurrenceEnds((ended) => sermons.recordReplay(ended));
  },
  ['settings', 'services'],
);
