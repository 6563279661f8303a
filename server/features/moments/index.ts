import type { Feature } from '#server/platform/feature.js';
import { adminMomentRoutes } from './admin-routes.js';
import { momentsMigrations } from './migrations.js';
import { publicMomentRoutes } from './public-routes.js';
import { momentsServices } from './services.js';

/** Moments: a card over a stream's chat that viewers answer with one tap, counted live. */
export const momentsFeature: Feature = {
  services: momentsServices,
  publicRoutes: publicMomentRoutes,
  adminRoutes: adminMomentRoutes,
  migrations: momentsMigrations,
};

export type { MomentAnswered, MomentAnsweredListener } from './service.js';
