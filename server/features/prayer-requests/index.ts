import type { Feature } from '#server/platform/feature.js';
import { adminPrayerRequestRoutes } from './admin-routes.js';
import { prayerRequestMigrations } from './migrations.js';
import { publicPrayerRequestRoutes } from './public-routes.js';
import { prayerRequestsServices } from './services.js';

/** Prayer care: one queue for every prayer request, the public prayer wall, retention. */
export const prayerRequestsFeature: Feature = {
  services: prayerRequestsServices,
  publicRoutes: publicPrayerRequestRoutes,
  adminRoutes: adminPrayerRequestRoutes,
  migrations: prayerRequestMigrations,
};

export type { PrayerRequestsService } from './service.js';
export { toCsv } from './csv.js';
export type { PrayerRequestRow } from './repository.js';
