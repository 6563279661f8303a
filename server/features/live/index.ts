import type { Feature } from '#server/platform/feature.js';
import { adminLiveRoutes } from './admin-routes.js';
import { liveMigrations } from './migrations.js';
import { publicLiveRoutes } from './public-routes.js';
import { liveServices } from './services.js';

/** Event streams for pages and the panel (server-sent events), and who is watching. */
export const liveFeature: Feature = {
  services: liveServices,
  publicRoutes: publicLiveRoutes,
  adminRoutes: adminLiveRoutes,
  migrations: liveMigrations,
};
