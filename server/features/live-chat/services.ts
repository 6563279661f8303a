import { featureServices } from '#server/platform/feature.js';
import { invalidatesReads } from '#server/platform/http/read-cache.js';
import { createChatMessagesRepository } from './repository.js';
import { type LiveChatService, createLiveChatService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live chat under a stream: chat messages, prayer requests and their reactions. */
    liveChat: LiveChatService;
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
          bus: app.realtime.bus,
        }),
        app.readCache,
        { postChatMessage: ['chat'], reactToChatMessage: ['chat'] },
      ),
    );
  },
  ['streams', 'members'],
);
