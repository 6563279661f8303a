import { featureServices } from '#server/platform/feature.js';
import { hostChatEventMeanings } from './domain-events.js';
import { createHostChatRepository } from './repository.js';
import { type HostChatService, createHostChatService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The team's own chat beside a stream. */
    hostChat: HostChatService;
  }
}

export const hostChatServices = featureServices('host-chat', async (app) => {
  app.domainEvents.declare(hostChatEventMeanings);
  app.decorate(
    'hostChat',
    createHostChatService(createHostChatRepository(app.db.kysely), app.domainEvents),
  );
});
