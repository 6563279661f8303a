import { featureServices } from '#server/platform/feature.js';
import { type AdminStreamsService, createAdminStreamsService } from './admin-service.js';
import { createStreamsRepository } from './repository.js';
import { type StreamsService, createStreamsService } from './service.js';

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
    const repository = createStreamsRepository(app.db.kysely);
    const bus = app.realtime.bus;
    app.decorate(
      'streams',
      createStreamsService({ streams: repository, members: app.members, bus }),
    );
    app.decorate('adminStreams', createAdminStreamsService(repository, bus));
  },
  ['members'],
);
