import { featureServices } from '#server/platform/feature.js';
import { createEmailChangesRepository, createMemberPostsRepository } from './repository.js';
import { type AccountService, createAccountService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A signed-in member's own page. */
    account: AccountService;
  }
}

/** Already deleted (by a moderator, or with a prayer request it copied): nothing to do. */
function ignoreGone(error: unknown) {
  if ((error as { statusCode?: number }).statusCode === 404) return;
  throw error;
}

export const accountServices = featureServices(
  'account',
  async (app) => {
    const posts = createMemberPostsRepository(app.db.kysely);
    app.decorate(
      'account',
      createAccountService({
        emailChanges: createEmailChangesRepository(app.db.kysely),
        members: app.members,
        prayerRequests: app.prayerRequests,
        quickChats: app.quickChats,
        streamAlerts: app.streamAlerts,
        erase: {
          commentIdsOf: posts.commentIdsOf,
          deleteComment: (id) => app.adminComments.delete(id).then(() => undefined, ignoreGone),
          chatMessageIdsOf: posts.chatMessageIdsOf,
          deleteChatMessage: (id) =>
            app.adminChatMessages.delete(id).then(() => undefined, ignoreGone),
        },
        mail: app.mail,
        siteUrl: app.config.publicSiteUrl,
      }),
    );
  },
  ['mail', 'members', 'prayer-requests', 'comments', 'live-chat', 'quick-chat', 'notifications'],
);
