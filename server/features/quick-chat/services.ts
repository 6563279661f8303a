import { featureServices } from '#server/platform/feature.js';
import { createQuickChatsRepository } from './repository.js';
import { type QuickChatsService, createQuickChatsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quick chat: a visitor's private conversation with the church. */
    quickChats: QuickChatsService;
  }
}

export const quickChatServices = featureServices(
  'quick-chat',
  async (app) => {
    app.decorate(
      'quickChats',
      createQuickChatsService({
        quickChats: createQuickChatsRepository(app.db.kysely),
        members: app.members,
        bus: app.realtime.bus,
      }),
    );
  },
  ['members'],
);
