import type { Feature } from '#server/platform/feature.js';
import { adminHostChatRoutes } from './admin-routes.js';
import { hostChatMigrations } from './migrations.js';
import { hostChatServices } from './services.js';

/** The team's own chat beside a stream, in Live Moderation and on the live page for staff. */
export const hostChatFeature: Feature = {
  services: hostChatServices,
  adminRoutes: adminHostChatRoutes,
  migrations: hostChatMigrations,
};
