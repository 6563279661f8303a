import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { MESSAGES } from '../shared/messages.js';
import type { Config } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoContent } from './db/seed/demo.js';
import { TooManyRequestsError } from './errors.js';
import { projectRoot } from './lib/project-root.js';
import { registerAdminGuard } from './plugins/admin-guard.js';
import { registerBodyDefaults } from './plugins/body-defaults.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerMemberIdentity } from './plugins/member-identity.js';
import { registerOpenApi } from './plugins/openapi.js';
import { createRealtime } from './realtime/index.js';
import { createAdminStatsRepository } from './repositories/admin-stats.js';
import { createAdminsRepository } from './repositories/admins.js';
import { createChatMessagesRepository } from './repositories/chat-messages.js';
import { createCommentsRepository } from './repositories/comments.js';
import { createContactsRepository } from './repositories/contacts.js';
import { createEventsRepository } from './repositories/events.js';
import { createMembersRepository } from './repositories/members.js';
import { createSettingsRepository } from './repositories/settings.js';
import { createStreamsRepository } from './repositories/streams.js';
import { createTestimoniesRepository } from './repositories/testimonies.js';
import { createGeneralChatsRepository } from './repositories/general-chats.js';
import { adminGeneralChatRoutes } from './routes/admin/general-chats.js';
import { publicGeneralChatRoutes } from './routes/public/general-chat.js';
import { createGeneralChatsService } from './services/general-chats.js';
import { adminAuthRoutes } from './routes/admin/auth.js';
import { adminDashboardRoutes } from './routes/admin/dashboard.js';
import { adminStreamRoutes } from './routes/admin/streams.js';
import { adminUserRoutes } from './routes/admin/users.js';
import { adminSiteContentRoutes } from './routes/admin/site-content.js';
import { createAdminCommentsRepository } from './repositories/admin-comments.js';
import { createAdminSubmissionsRepository } from './repositories/admin-submissions.js';
import { adminCommentRoutes } from './routes/admin/comments.js';
import { adminContactRoutes } from './routes/admin/contacts.js';
import { adminSettingsRoutes } from './routes/admin/settings.js';
import { adminTestimonyRoutes } from './routes/admin/testimonies.js';
import { adminTwoFactorRoutes } from './routes/admin/two-factor.js';
import { createAdminSettingsService } from './services/admin-settings.js';
import { createTwoFactorService } from './services/two-factor.js';
import { publicCommentRoutes } from './routes/public/comments.js';
import { publicEventRoutes } from './routes/public/events.js';
import { healthRoutes } from './routes/public/health.js';
import { publicLiveChatRoutes } from './routes/public/live-chat.js';
import { publicMemberRoutes } from './routes/public/members.js';
import { publicSettingsRoutes } from './routes/public/settings.js';
import { publicSiteContentRoutes } from './routes/public/site-content.js';
import { publicStreamRoutes } from './routes/public/streams.js';
import { publicSubmissionRoutes } from './routes/public/submissions.js';
import { createAdminAuthService } from './services/admin-auth.js';
import { createAdminStatsService } from './services/admin-stats.js';
import { createAdminStreamsService } from './services/admin-streams.js';
import { createAdminUsersService } from './services/admin-users.js';
import { createEngagementService } from './services/engagement.js';
import { createMembersService } from './services/members.js';
import { createSettingsService } from './services/settings.js';
import { createSiteContentService } from './services/site-content.js';
import { createSubmissionsService } from './services/submissions.js';
import { createTokenService } from './services/tokens.js';
import './types.js';
import { registerWebApp } from './web/web-app.js';
import { adminEventRoutes } from './routes/admin/events.js';
import { adminUploadRoutes } from './routes/admin/uploads.js';
import { uploadedFileRoutes } from './routes/public/uploads.js';

export interface BuildAppOptions {
  config: Config;
  /** Where the built front end lives; defaults to dist/web of the project. */
  webDir?: string;
  logger?: boolean;
}

/** Builds the whole app, ready to listen; tests build it too. */
export async function buildApp({
  config,
  webDir,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = createDb(config.database);
  const realtime = await createRealtime(config.redisUrl).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  app.addHook('onClose', async () => {
    await app.services.settings.stop();
    await app.services.siteContent.stop();
    await realtime.close();
    await db.close();
  });

  await migrateToLatest(db.kysely);
  const repositories = {
    admins: createAdminsRepository(db.kysely),
    settings: createSettingsRepository(db.kysely),
    streams: createStreamsRepository(db.kysely),
    comments: createCommentsRepository(db.kysely),
    chatMessages: createChatMessagesRepository(db.kysely),
    events: createEventsRepository(db.kysely),
    members: createMembersRepository(db.kysely),
    testimonies: createTestimoniesRepository(db.kysely),
    contacts: createContactsRepository(db.kysely),
    generalChats: createGeneralChatsRepository(db.kysely),
    adminStats: createAdminStatsRepository(db.kysely),
    adminComments: createAdminCommentsRepository(db.kysely),
    adminSubmissions: createAdminSubmissionsRepository(db.kysely),
  };
  const settings = createSettingsService(repositories.settings, realtime.bus);
  await settings.start();
  const siteContent = createSiteContentService(repositories.settings, realtime.bus);
  await siteContent.start();
  const tokens = createTokenService(config.jwtSecret);
  const loginDependencies = {
    tokens,
    settings,
    counters: realtime.counters,
    throttle: config.loginThrottle,
  };
  const members = createMembersService({ members: repositories.members, ...loginDependencies });
  const services = {
    settings,
    siteContent,
    adminAuth: createAdminAuthService({ admins: repositories.admins, ...loginDependencies }),
    members,
    engagement: createEngagementService({ ...repositories, members }),
    submissions: createSubmissionsService({ ...repositories, members }),
    generalChats: createGeneralChatsService({ ...repositories, members }),
    adminStreams: createAdminStreamsService(repositories.streams),
    adminUsers: createAdminUsersService(repositories.members, settings),
    adminStats: createAdminStatsService(repositories.adminStats),
    adminSettings: createAdminSettingsService(settings),
    twoFactor: createTwoFactorService({ admins: repositories.admins, settings }),
  };
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('realtime', realtime);
  app.decorate('repositories', repositories);
  app.decorate('services', services);

  const firstAdmin = await services.adminAuth.ensureFirstAdmin(config);
  if (config.demoMode) {
    app.log.warn(
      `Demo mode: no ADMIN_PASSWORD is set, so the admin "${config.admin.username}" signs in with the documented demo password and the sign-in form is prefilled. Set ADMIN_PASSWORD before going live.`,
    );
  } else if (firstAdmin !== 'unchanged') {
    app.log.info(`Admin "${config.admin.username}" ${firstAdmin} from ADMIN_PASSWORD.`);
  }
  if (config.seedDemoContent) await seedDemoContent(db.kysely);

  registerErrorHandler(app);
  registerBodyDefaults(app);
  registerAdminGuard(app);
  registerMemberIdentity(app);
  await app.register(helmet, {
    // The pages embed players from several video platforms and apply the theme before first paint.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    ...(realtime.redis ? { redis: realtime.redis, nameSpace: 'lampstand:rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(MESSAGES.errors.tooManyRequests, Math.ceil(context.ttl / 1000)),
  });
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(publicSettingsRoutes);
  await app.register(publicStreamRoutes);
  await app.register(publicCommentRoutes);
  await app.register(publicLiveChatRoutes);
  await app.register(publicEventRoutes);
  await app.register(publicMemberRoutes);
  await app.register(publicSubmissionRoutes);
  await app.register(adminAuthRoutes);
  await app.register(publicSiteContentRoutes);
  await app.register(adminSiteContentRoutes);
  await app.register(publicGeneralChatRoutes);
  await app.register(adminGeneralChatRoutes);
  await app.register(adminEventRoutes);
  await app.register(adminUploadRoutes);
  await app.register(uploadedFileRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminStreamRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminCommentRoutes);
  await app.register(adminTestimonyRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminTwoFactorRoutes);

  await registerWebApp(app, webDir ?? join(projectRoot(), 'dist', 'web'));
  return app;
}
