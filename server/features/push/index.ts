import type { Feature } from '#server/platform/feature.js';
import { adminPushRoutes } from './admin-routes.js';
import { pushMigrations } from './migrations.js';
import { publicPushRoutes } from './public-routes.js';
import { pushServices } from './services.js';

/**
 * Web push (ADR 0222): browsers subscribe to topics, and a durable queue sends them going-live,
 * service reminders, answered prayers and new events, through an address guard against SSRF.
 */
export const pushFeature: Feature = {
  services: pushServices,
  publicRoutes: publicPushRoutes,
  adminRoutes: adminPushRoutes,
  migrations: pushMigrations,
};

export type { PushService } from './service.js';
