import type { Feature } from '#server/platform/feature.js';
import { adminSettingsRoutes } from './admin-routes.js';
import { publicSettingsRoutes } from './public-routes.js';
import { settingsServices } from './services.js';

/** Settings: the four groups of spec section 3, public parts for every page, the admin's view. */
export const settingsFeature: Feature = {
  services: settingsServices,
  publicRoutes: publicSettingsRoutes,
  adminRoutes: adminSettingsRoutes,
};

export type { SettingsService } from './service.js';
export { presentPublicSettings } from './presenter.js';
