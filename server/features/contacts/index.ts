import type { Feature } from '#server/platform/feature.js';
import { adminContactRoutes } from './admin-routes.js';
import { publicContactRoutes } from './public-routes.js';
import { contactsServices } from './services.js';

/** Messages to the church (the contact form, Foundation School sign-ups) and Contact Management. */
export const contactsFeature: Feature = {
  services: contactsServices,
  publicRoutes: publicContactRoutes,
  adminRoutes: adminContactRoutes,
};
