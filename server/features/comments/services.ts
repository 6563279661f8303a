import { featureServices } from '#server/platform/feature.js';
import { createAdminCommentsRepository } from './admin-repository.js';
import { type AdminCommentsService, createAdminCommentsService } from './admin-service.js';
import { createCommentsRepository } from './repository.js';
import { type CommentsService, createCommentsService } from './service.js';
import { commentEventMeanings } from './domain-events.js';

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
    app.domainEvents.declare(commentEventMeanings);
    app.decorate(
      'comments',
      createCommentsService({
        comments: createCommentsRepository(app.db.kysely),
        streams: app.streams,
        members: app.members,
        moderation: app.moderation,
        settings: app.settings,
        events: app.domainEvents,
      }),
    );
    app.decorate(
      'adminComments',
      createAdminCommentsService(createAdminCommentsRepository(app.db.kysely), app.domainEvents),
    );
  },
  ['streams', 'members', 'moderation', 'settings'],
);
