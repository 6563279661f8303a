import { featureServices } from '#server/platform/feature.js';
import { createChatMessagesRepository } from './repository.js';
import { createAdminChatMessagesRepository } from './admin-repository.js';
import { type AdminChatMessagesService, createAdminChatMessagesService } from './admin-service.js';
import { type LiveChatService, createLiveChatService } from './service.js';
import { liveChatEventMeanings } from './domain-events.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The streams' live chat messages. */
    chat: true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live chat under a stream: chat messages, prayer requests and their reactions. */
    liveChat: LiveChatService;
    /** Live Moderation of chat messages and prayer requests. */
    adminChatMessages: AdminChatMessagesService;
  }
}

export const liveChatServices = featureServices(
  'live-chat',
  async (app) => {
    app.domainEvents.declare(liveChatEventMeanings);
    app.decorate(
      'liveChat',
      createLiveChatService({
        chatMessages: createChatMessagesRepository(app.db.kysely),
        streams: app.streams,
        members: app.members,
        moderation: app.moderation,
        prayerRequests: app.prayerRequests,
        events: app.domainEvents,
        keptRoom: (streamId) => app.sermons.publishedWithRoom(streamId),
      }),
    );
    app.decorate(
      'adminChatMessages',
      createAdminChatMessagesService(
        createAdminChatMessagesRepository(app.db.kysely),
        app.domainEvents,
      ),
    );
  },
  ['streams', 'members', 'moderation', 'prayer-requests', 'sermons'],
);
