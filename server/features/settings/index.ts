import type { Feature } from '#server/platform/feature.js';
import { adminSettingsRoutes } from './admin-routes.js';
import { publicSettingsRoutes } from './public-routes.js';
import { settingsServices } from './services.js';

/** Settings: every group, its public parts for every page, and the admin's view. */
export const settingsFeature: Feature = {
  services: settingsServices,
  publicRoutes: publicSettingsRoutes,
  adminRoutes: adminSettingsRoutes,
};

export type { SettingsService } from './service.js';
export { presentPublicSettings } from './presenter.js';
