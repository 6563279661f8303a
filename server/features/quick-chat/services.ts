import { featureServices } from '#server/platform/feature.js';
import { createReplyEmailRepository } from './reply-email-repository.js';
import { type ReplyEmails, createReplyEmails } from './reply-emails.js';
import { createQuickChatsRepository } from './repository.js';
import { type QuickChatsService, createQuickChatsService } from './service.js';
import { quickChatEventMeanings } from './domain-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quick chat: a visitor's private conversation with the church. */
    quickChats: QuickChatsService;
    /** Church replies the visitor has not received, emailed to them (ADR 0150). */
    quickChatReplyEmails: ReplyEmails;
  }
}

export const quickChatServices = featureServices(
  'quick-chat',
  async (app) => {
    app.domainEvents.declare(quickChatEventMeanings);
    const readState = createReplyEmailRepository(app.db.kysely);
    app.decorate(
      'quickChats',
      createQuickChatsService({
        quickChats: createQuickChatsRepository(app.db.kysely),
        readState,
        members: app.members,
        events: app.domainEvents,
      }),
    );
    const replyEmails = createReplyEmails({
      repository: readState,
      mail: app.mail,
      siteUrl: app.config.publicSiteUrl,
      log: app.log,
      afterMs: app.config.mail.quickChatReplyAfterMs,
    });
    app.decorate('quickChatReplyEmails', replyEmails);
    app.jobs.every({
      name: 'quick-chat-reply-emails',
      instances: 'one',
      intervalMs: replyEmails.lookEveryMs,
      task: () => replyEmails.runOnce(),
    });
  },
  ['members', 'mail'],
);
