import type { Feature } from '#server/platform/feature.js';
import { adminDashboardRoutes } from './admin-routes.js';
import { dashboardServices } from './services.js';

/** Dashboard Overview and Analytics. */
export const dashboardFeature: Feature = {
  services: dashboardServices,
  adminRoutes: adminDashboardRoutes,
};
