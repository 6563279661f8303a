import type { Feature } from '#server/platform/feature.js';
import { adminFollowUpRoutes } from './admin-routes.js';
import { followUpMigrations } from './migrations.js';
import { followUpsServices } from './services.js';

/** The follow-up queue: every moment answer with contact details, for the team to reach. */
export const followUpsFeature: Feature = {
  services: followUpsServices,
  adminRoutes: adminFollowUpRoutes,
  migrations: followUpMigrations,
};

export type { FollowUpsService } from './service.js';
