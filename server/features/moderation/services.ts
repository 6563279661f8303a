import { featureServices } from '#server/platform/feature.js';
import { createSanctionsRepository } from './repository.js';
import { type ModerationService, createModerationService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live moderation: the rules every post passes, and sanctions. */
    moderation: ModerationService;
  }
}

export const moderationServices = featureServices(
  'moderation',
  async (app) => {
    app.decorate(
      'moderation',
      createModerationService({
        sanctions: createSanctionsRepository(app.db.kysely),
        counters: app.realtime.counters,
        settings: app.settings,
        secret: app.config.jwtSecret,
        // The features that store posts come later and use this one: looked up when called.
        senders: {
          chatMessage: (id) => app.adminChatMessages.sender(id),
          comment: (id) => app.adminComments.sender(id),
          member: (id) => app.members.find(id),
          isMemberEmail: (email) => app.members.isMemberEmail(email),
        },
      }),
    );
  },
  ['settings', 'members'],
);
