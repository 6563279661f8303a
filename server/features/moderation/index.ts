import type { Feature } from '#server/platform/feature.js';
import { adminModerationRoutes } from './admin-routes.js';
import { moderationMigrations } from './migrations.js';
import { moderationServices } from './services.js';

/** Live moderation: room rules, the word filter and sanctions, checked on every post. */
export const moderationFeature: Feature = {
  services: moderationServices,
  adminRoutes: adminModerationRoutes,
  migrations: moderationMigrations,
};

export type { ModerationService, PostState, Sender } from './service.js';
