import type { Feature } from '#server/platform/feature.js';
import { healthRoutes } from './routes.js';

/** `GET /api/health` for load balancers and monitors. */
export const healthFeature: Feature = { publicRoutes: healthRoutes };
