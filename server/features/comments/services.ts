import { featureServices } from '#server/platform/feature.js';
import { createAdminCommentsRepository } from './admin-repository.js';
import { type AdminCommentsService, createAdminCommentsService } from './admin-service.js';
import { createCommentsRepository } from './repository.js';
import { type CommentsService, createCommentsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments under a stream as visitors read, post and react to them. */
    comments: CommentsService;
    adminComments: AdminCommentsService;
  }
}

export const commentsServices = featureServices(
  'comments',
  async (app) => {
    app.decorate(
      'comments',
      createCommentsService({
        comments: createCommentsRepository(app.db.kysely),
        streams: app.streams,
        members: app.members,
        bus: app.realtime.bus,
      }),
    );
    app.decorate(
      'adminComments',
      createAdminCommentsService(createAdminCommentsRepository(app.db.kysely), app.realtime.bus),
    );
  },
  ['streams', 'members'],
);
