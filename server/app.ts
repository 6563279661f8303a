import Fastify, { type FastifyHttpOptions, type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { seedDemoContent } from '#server/demo/demo.js';
import { accountFeature } from '#server/features/account/index.js';
import { adminAuthFeature, adminLoginRoutes } from '#server/features/admin-auth/index.js';
import { auditFeature } from '#server/features/audit/index.js';
import { commentsFeature } from '#server/features/comments/index.js';
import { contactsFeature } from '#server/features/contacts/index.js';
import { dashboardFeature } from '#server/features/dashboard/index.js';
import { eventsFeature } from '#server/features/events/index.js';
import { followUpsFeature } from '#server/features/follow-ups/index.js';
import { healthFeature } from '#server/features/health/index.js';
import { launchFeature } from '#server/features/launch/index.js';
import { liveFeature } from '#server/features/live/index.js';
import { liveChatFeature } from '#server/features/live-chat/index.js';
import { mailFeature } from '#server/features/mail/index.js';
import { mediaFeature } from '#server/features/media/index.js';
import { membersFeature } from '#server/features/members/index.js';
import { momentsFeature } from '#server/features/moments/index.js';
import { moderationFeature } from '#server/features/moderation/index.js';
import { notificationsFeature } from '#server/features/notifications/index.js';
import { pushFeature } from '#server/features/push/index.js';
import { prayerRequestsFeature } from '#server/features/prayer-requests/index.js';
import { quickChatFeature } from '#server/features/quick-chat/index.js';
import { prayNowFeature } from '#server/features/pray-now/index.js';
import { hostChatFeature } from '#server/features/host-chat/index.js';
import { settingsFeature } from '#server/features/settings/index.js';
import { siteContentFeature } from '#server/features/site-content/index.js';
import { servicesFeature } from '#server/features/services/index.js';
import { sermonsFeature } from '#server/features/sermons/index.js';
import { streamsFeature } from '#server/features/streams/index.js';
import { testimoniesFeature } from '#server/features/testimonies/index.js';
import { builtPageScriptHashes, loadPageRenderer, webApp } from '#server/features/web-app/index.js';
import { guardedAdminApi } from '#server/platform/auth/admin-guard.js';
import type { PageRenderer } from '#shared/first-screen.js';
import type { Config } from '#server/platform/config.js';
import type { Feature } from '#server/platform/feature.js';
import { guardConnections } from '#server/platform/http/connection-guard.js';
import { createAppServer, createCacheFront } from '#server/platform/http/read-cache-front.js';
import { logSlowRequests } from '#server/platform/http/slow-requests.js';
import { answerFrameworkError } from '#server/platform/http/text-input.js';
import { platform } from '#server/platform/platform.js';
import { fastifyTrustProxy } from '#server/platform/trust-proxy.js';
import { projectRoot } from '#server/platform/project-root.js';

/**
 * Every feature of the site, in an order where each comes after the features it uses (Fastify
 * checks this at start-up). A new feature is a folder under `features/` and one line here.
 */
const FEATURES: readonly Feature[] = [
  healthFeature,
  settingsFeature,
  mailFeature,
  siteContentFeature,
  adminAuthFeature,
  auditFeature,
  membersFeature,
  moderationFeature,
  streamsFeature,
  servicesFeature,
  sermonsFeature,
  momentsFeature,
  prayerRequestsFeature,
  commentsFeature,
  liveChatFeature,
  eventsFeature,
  mediaFeature,
  testimoniesFeature,
  contactsFeature,
  quickChatFeature,
  followUpsFeature,
  prayNowFeature,
  hostChatFeature,
  liveFeature,
  dashboardFeature,
  notificationsFeature,
  pushFeature,
  accountFeature,
  launchFeature,
];

export interface BuildAppOptions {
  config: Config;
  /** Where the built front end lives; defaults to dist/web of the project. */
  webDir?: string;
  /**
   * What renders the public pages on the server; defaults to the built server entry
   * (dist/server) with the default front end, none with another `webDir` unless given.
   */
  pageRenderer?: PageRenderer;
  logger?: boolean;
}

/** Builds the whole app, ready to listen; tests build it too. */
export async function buildApp({
  config,
  webDir,
  pageRenderer,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const cacheFront = createCacheFront();
  const http = {
    headersTimeout: config.http.headersTimeoutMs,
    // Also here: Node checks the headers' limit against this one when it creates the server.
    requestTimeout: config.http.requestTimeoutMs,
    // Node checks those limits on this interval (30 s by default, longer than the headers' limit).
    connectionsCheckingInterval: Math.min(
      5_000,
      Math.max(250, Math.floor(config.http.headersTimeoutMs / 4)),
    ),
  };
  const options: FastifyHttpOptions<Server> = {
    logger: logger ? { level: config.logLevel } : false,
    // Two info lines per request cost a large share of a hot read and grow the log with the
    // audience: in production only errors and slow requests are logged (ADR 0087).
    logController: new LogController({ disableRequestLogging: config.env === 'production' }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Time limits (ADR 0066): a client that sends slowly or not at all loses its socket.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // Fastify's own server, with the read cache's front asked first (ADR 0093).
    serverFactory: (handler) =>
      createAppServer(handler, cacheFront, {
        http,
        keepAliveTimeoutMs: config.http.keepAliveTimeoutMs,
        requestTimeoutMs: config.http.requestTimeoutMs,
        idleTimeoutMs: config.http.idleTimeoutMs,
      }),
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  guardConnections(app.server, {
    maxPerAddress: config.http.maxConnectionsPerAddress,
    firstRequestTimeoutMs: config.http.headersTimeoutMs,
  });
  logSlowRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const migrations = Object.assign({}, ...FEATURES.map((feature) => feature.migrations ?? {}));
  const pagesDir = webDir ?? join(projectRoot(), 'dist', 'web');
  await app.register(platform, {
    config,
    migrations,
    inlineScriptHashes: builtPageScriptHashes(pagesDir),
    cacheFront,
  });
  if (config.seedDemoContent) await seedDemoContent(app.db.kysely);

  for (const feature of FEATURES) if (feature.services) await app.register(feature.services);
  for (const feature of FEATURES)
    if (feature.publicRoutes) await app.register(feature.publicRoutes);
  await app.register(adminLoginRoutes);
  await app.register(guardedAdminApi(FEATURES.flatMap((feature) => feature.adminRoutes ?? [])));
  const renderer =
    pageRenderer ??
    (webDir ? undefined : await loadPageRenderer(join(projectRoot(), 'dist', 'server')));
  await app.register(webApp, { webDir: pagesDir, renderer });
  return app;
}
