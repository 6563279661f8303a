import { featureServices } from '#server/platform/feature.js';
import { type AdminMembersService, createAdminMembersService } from './admin-service.js';
import { type MemberRow, createMembersRepository } from './repository.js';
import { type MembersService, createMembersService } from './service.js';
import { type PasswordResetService, createPasswordResetService } from './password-reset.js';
import { createPasswordResetRepository } from './password-reset-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration, sign-in, and who is behind a public post. */
    members: MembersService;
    adminMembers: AdminMembersService;
    /** "Forgot password?": single-use links by email. */
    passwordResets: PasswordResetService;
  }
  interface FastifyRequest {
    /** Set on public writes that carried a valid member token (see `identifyMember`). */
    member: MemberRow | null;
  }
}

export const membersServices = featureServices(
  'members',
  async (app) => {
    const repository = createMembersRepository(app.db.kysely);
    const members = createMembersService({
      members: repository,
      tokens: app.tokens,
      settings: app.settings,
      counters: app.realtime.counters,
      throttle: app.config.loginThrottle,
    });
    app.decorate('members', members);
    const passwordResets = createPasswordResetService({
      resets: createPasswordResetRepository(app.db.kysely),
      members: repository,
      settings: app.settings,
      mail: app.mail,
      counters: app.realtime.counters,
      siteUrl: app.config.publicSiteUrl,
      signIn: members.session,
      log: app.log,
    });
    app.decorate('passwordResets', passwordResets);
    // Queued requests are worked through while the app runs, and finished before the database
    // closes.
    app.addHook('onReady', async () => passwordResets.queue.start());
    app.addHook('preClose', async () => passwordResets.queue.stop());
    app.decorate('adminMembers', createAdminMembersService(repository, app.settings));
    app.decorateRequest('member', null);
  },
  ['settings', 'mail'],
);
