import { featureServices } from '#server/platform/feature.js';
import { type AdminStreamsService, createAdminStreamsService } from './admin-service.js';
import { createStreamsRepository } from './repository.js';
import { type StreamsService, createStreamsService } from './service.js';
import { streamEventMeanings } from './domain-events.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The streams, their reactions and the active list. */
    streams: true;
    /**
     * A stream's reaction counts alone: only the reads that show them (the active list and a
     * stream's own read) drop theirs when a room reacts, not every read about an active stream.
     */
    'stream-reactions': true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Streams as visitors see them: the active list, one stream, reactions, views. */
    streams: StreamsService;
    adminStreams: AdminStreamsService;
  }
}

export const streamsServices = featureServices(
  'streams',
  async (app) => {
    app.domainEvents.declare(streamEventMeanings);
    const repository = createStreamsRepository(app.db.kysely, app.db.kind);
    app.decorate(
      'streams',
      createStreamsService({
        streams: repository,
        members: app.members,
        events: app.domainEvents,
        churchZone: async () => (await app.settings.get()).church.timeZone,
      }),
    );
    app.decorate('adminStreams', createAdminStreamsService(repository, app.domainEvents));
  },
  ['members', 'settings'],
);
