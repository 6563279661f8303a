import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Migration } from 'kysely';
import { MESSAGES } from '#shared/messages.js';
import { refuseUnguardedAdminRoutes, registerAdminRequestState } from './auth/admin-guard.js';
import { type TokenService, createTokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import { type Db, createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { TooManyRequestsError } from './errors.js';
import { type DomainEventProcessor, createDomainEventProcessor } from './events/domain-events.js';
import { registerBodyDefaults } from './http/body-defaults.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { registerReadCache } from './http/read-cache.js';
import type { CacheFront } from './http/read-cache-front.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerTextInputChecks } from './http/text-input.js';
import { counterRateLimitStore } from './http/rate-limit-store.js';
import { clientAddressReader } from './trust-proxy.js';
import { type AppJobs, createAppJobs } from './jobs/app-jobs.js';
import { createMemoryJobLock, createRedisJobLock } from './jobs/job-lock.js';
import { type Realtime, createRealtime } from './realtime/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    realtime: Realtime;
    /** Where each write publishes its one domain event, and features declare what theirs mean. */
    domainEvents: DomainEventProcessor;
    /** Signs and checks admin and member tokens with the installation's secret. */
    tokens: TokenService;
    /** Background work on a timer (see jobs/app-jobs.ts). */
    jobs: AppJobs;
  }
}

export interface PlatformOptions {
  config: Config;
  /** Every feature's migrations, run after the base ones. */
  migrations: Record<string, Migration>;
  /** The CSP hash sources of the served page's inline scripts. */
  inlineScriptHashes: readonly string[];
  /** The server's first listener, where the read cache answers its hits. */
  cacheFront: CacheFront;
}

/**
 * What every feature stands on: configuration, the database (migrated), the event bus and
 * counters, the writes' domain events, tokens, and the HTTP behaviour shared by all routes (one error shape, security
 * headers, compression, rate limits, OpenAPI, the admin route check).
 */
export const platform = fp<PlatformOptions>(
  async (app, { config, migrations, inlineScriptHashes, cacheFront }) => {
    const db = createDb(config.database);
    const realtime = await createRealtime(config.redisUrl, config.redisPrefix).catch(
      async (error: unknown) => {
        await db.close();
        throw error;
      },
    );
    // Registered first, so closed last: features stop their subscriptions before this runs.
    app.addHook('onClose', async () => {
      await realtime.close();
      await db.close();
    });
    await migrateToLatest(db.kysely, migrations);

    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('realtime', realtime);
    const domainEvents = createDomainEventProcessor({ bus: realtime.bus, log: app.log });
    app.decorate('domainEvents', domainEvents);
    app.decorate('tokens', createTokenService(config.jwtSecret));
    app.decorate(
      'jobs',
      createAppJobs(
        app,
        realtime.redis ? createRedisJobLock(realtime.redis) : createMemoryJobLock(),
      ),
    );

    registerErrorHandler(app);
    registerBodyDefaults(app);
    registerTextInputChecks(app);
    registerAdminRequestState(app);
    refuseUnguardedAdminRoutes(app);
    await registerSecurityHeaders(app, config, { inlineScriptHashes });
    // Before compression: the read cache keeps the JSON as serialized and makes its own variants.
    app.decorate(
      'readCache',
      await registerReadCache(app, {
        bus: realtime.bus,
        events: domainEvents,
        front: cacheFront,
        clientAddress: clientAddressReader(config.trustProxy),
      }),
    );
    await app.register(compress, { threshold: 1024 });
    await app.register(rateLimit, {
      global: false,
      store: counterRateLimitStore(realtime.counters),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(MESSAGES.errors.tooManyRequests, Math.ceil(context.ttl / 1000)),
    });
    await registerOpenApi(app, config.publicSiteUrl);
  },
  { name: 'platform', fastify: '5.x' },
);
