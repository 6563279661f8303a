import { featureServices } from '#server/platform/feature.js';
import { invalidatesReads } from '#server/platform/http/read-cache.js';
import { createAdminCommentsRepository } from './admin-repository.js';
import { type AdminCommentsService, createAdminCommentsService } from './admin-service.js';
import { createCommentsRepository } from './repository.js';
import { type CommentsService, createCommentsService } from './service.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The streams' comments. */
    comments: true;
  }
}

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
      invalidatesReads(
        createCommentsService({
          comments: createCommentsRepository(app.db.kysely),
          streams: app.streams,
          members: app.members,
          moderation: app.moderation,
          settings: app.settings,
          bus: app.realtime.bus,
        }),
        app.readCache,
        { postComment: ['comments'], reactToComment: ['comments'] },
      ),
    );
    app.decorate(
      'adminComments',
      invalidatesReads(
        createAdminCommentsService(createAdminCommentsRepository(app.db.kysely), app.realtime.bus),
        app.readCache,
        { update: ['comments'], moderate: ['comments'], delete: ['comments'] },
      ),
    );
  },
  ['streams', 'members', 'moderation', 'settings'],
);
