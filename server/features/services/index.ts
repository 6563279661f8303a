import type { Feature } from '#server/platform/feature.js';
import { servicesMigrations } from './migrations.js';
import { adminServiceRoutes } from './admin-routes.js';
import { publicServiceRoutes } from './public-routes.js';
import { servicesServices } from './services.js';

/** Services on a schedule: the church's week, each occurrence a room of the live page. */
export const servicesFeature: Feature = {
  services: servicesServices,
  publicRoutes: publicServiceRoutes,
  adminRoutes: adminServiceRoutes,
  migrations: servicesMigrations,
};

export { presentOccurrence } from './presenter.js';
export type { LiveOccurrence } from './ticks.js';
