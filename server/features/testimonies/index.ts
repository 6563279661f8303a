import type { Feature } from '#server/platform/feature.js';
import { adminTestimonyRoutes } from './admin-routes.js';
import { testimoniesMigrations } from './migrations.js';
import { publicTestimonyRoutes } from './public-routes.js';
import { testimoniesServices } from './services.js';

/** Testimonies: shared by visitors, approved by the church onto the public wall. */
export const testimoniesFeature: Feature = {
  services: testimoniesServices,
  publicRoutes: publicTestimonyRoutes,
  adminRoutes: adminTestimonyRoutes,
  migrations: testimoniesMigrations,
};
