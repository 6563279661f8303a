import type { Feature } from '#server/platform/feature.js';
import { notificationsMigrations } from './migrations.js';
import { publicNotificationRoutes } from './public-routes.js';
import { notificationsServices } from './services.js';

/**
 * Notifications: emails to visitors when a stream goes live, and to staff about new
 * members and posts waiting for review, as the Notifications settings allow.
 */
export const notificationsFeature: Feature = {
  services: notificationsServices,
  publicRoutes: publicNotificationRoutes,
  migrations: notificationsMigrations,
};

export type { StreamAlertsService } from './stream-alerts-service.js';
export { GOING_LIVE_FRESH_MS } from './stream-alerts-service.js';
