import type { Feature } from '#server/platform/feature.js';
import { accountMigrations } from './migrations.js';
import { accountRoutes } from './routes.js';
import { accountServices } from './services.js';

/** A signed-in member's own page: profile, email change, their posts, sessions, deletion. */
export const accountFeature: Feature = {
  services: accountServices,
  publicRoutes: accountRoutes,
  migrations: accountMigrations,
};
