import { eventsMigrations } from './migrations.js';
import type { Feature } from '#server/platform/feature.js';
import { adminEventRoutes } from './admin-routes.js';
import { publicEventRoutes } from './public-routes.js';
import { eventsServices } from './services.js';

/** Upcoming events, the calendar feed and Event Management. */
export const eventsFeature: Feature = {
  services: eventsServices,
  publicRoutes: publicEventRoutes,
  adminRoutes: adminEventRoutes,
  migrations: eventsMigrations,
};

export { presentPublicEvent } from './presenter.js';
export type { EventRow } from './repository.js';
