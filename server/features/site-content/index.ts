import type { Feature } from '#server/platform/feature.js';
import { adminSiteContentRoutes } from './admin-routes.js';
import { publicSiteContentRoutes } from './public-routes.js';
import { siteContentServices } from './services.js';

/** The public pages' content (welcome, service times, ministries, programmes, giving). */
export const siteContentFeature: Feature = {
  services: siteContentServices,
  publicRoutes: publicSiteContentRoutes,
  adminRoutes: adminSiteContentRoutes,
};
