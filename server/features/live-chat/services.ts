import { featureServices } from '#server/platform/feature.js';
import { invalidatesReads } from '#server/platform/http/read-cache.js';
import { createChatMessagesRepository } from './repository.js';
import { createAdminChatMessagesRepository } from './admin-repository.js';
import { type AdminChatMessagesService, createAdminChatMessagesService } from './admin-service.js';
import { type LiveChatService, createLiveChatService } from './service.js';

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
    app.decorate(
      'liveChat',
      invalidatesReads(
        createLiveChatService({
          chatMessages: createChatMessagesRepository(app.db.kysely),
          streams: app.streams,
          members: app.members,
          moderation: app.moderation,
          prayerRequests: app.prayerRequests,
          bus: app.realtime.bus,
        }),
        app.readCache,
        { postChatMessage: ['chat'], reactToChatMessage: ['chat'] },
      ),
    );
    app.decorate(
      'adminChatMessages',
      invalidatesReads(
        createAdminChatMessagesService(
          createAdminChatMessagesRepository(app.db.kysely),
          app.realtime.bus,
        ),
        app.readCache,
        { setState: ['chat'], delete: ['chat'] },
      ),
    );
  },
  ['streams', 'members', 'moderation', 'prayer-requests'],
);
