import type { Feature } from '#server/platform/feature.js';
import { adminPrayNowRoutes } from './admin-routes.js';
import { prayNowMigrations } from './migrations.js';
import { publicPrayNowRoutes } from './public-routes.js';
import { prayNowServices } from './services.js';

/** Praying with someone now: a visitor waits, a staff member accepts, they talk in a quick chat. */
export const prayNowFeature: Feature = {
  services: prayNowServices,
  publicRoutes: publicPrayNowRoutes,
  adminRoutes: adminPrayNowRoutes,
  migrations: prayNowMigrations,
};
