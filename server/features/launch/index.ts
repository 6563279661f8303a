import type { Feature } from '#server/platform/feature.js';
import { adminLaunchRoutes } from './admin-routes.js';
import { launchServices } from './services.js';

/** The launch checklist on the dashboard, and removing the demo church's content. */
export const launchFeature: Feature = {
  services: launchServices,
  adminRoutes: adminLaunchRoutes,
};
