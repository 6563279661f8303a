import type { Feature } from '#server/platform/feature.js';
import { sermonsMigrations } from './migrations.js';
import { adminSermonRoutes } from './admin-routes.js';
import { publicSermonRoutes } from './public-routes.js';
import { sermonsServices } from './services.js';

/** The sermon library: sermons and series, replays of services, notes and audio. */
export const sermonsFeature: Feature = {
  services: sermonsServices,
  publicRoutes: publicSermonRoutes,
  adminRoutes: adminSermonRoutes,
  migrations: sermonsMigrations,
};

export type { SermonsService } from './service.js';
export { presentPublicSermon, presentPublicSeries } from './presenter.js';
