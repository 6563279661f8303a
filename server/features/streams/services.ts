import { featureServices } from '#server/platform/feature.js';
import { invalidatesReads } from '#server/platform/http/read-cache.js';
import { type AdminStreamsService, createAdminStreamsService } from './admin-service.js';
import { createStreamsRepository } from './repository.js';
import { type StreamsService, createStreamsService } from './service.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The streams, their reactions and the active list. */
    streams: true;
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
    const repository = createStreamsRepository(app.db.kysely);
    const bus = app.realtime.bus;
    const streams = createStreamsService({ streams: repository, members: app.members, bus });
    app.decorate(
      'streams',
      invalidatesReads(streams, app.readCache, { reactToStream: ['streams'] }),
    );
    // A stream's chat and comments are answered only while it is active: those go with it.
    app.decorate(
      'adminStreams',
      invalidatesReads(createAdminStreamsService(repository, bus), app.readCache, {
        create: ['streams'],
        update: ['streams'],
        toggleLive: ['streams'],
        setChatRoom: ['streams'],
        delete: ['streams'],
      }),
    );
  },
  ['members'],
);
