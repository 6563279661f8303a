import type { Feature } from '#server/platform/feature.js';
import { adminSessionRoutes } from './routes.js';
import { adminAuthServices } from './services.js';
import { adminTwoFactorRoutes } from './two-factor-routes.js';

export { adminLoginRoutes } from './routes.js';

/**
 * Admin sign-in, sessions and two-factor. Sign-in itself is the one admin call made without a
 * token: `app.ts` registers `adminLoginRoutes` outside the guarded admin plugin.
 */
export const adminAuthFeature: Feature = {
  services: adminAuthServices,
  adminRoutes: async (app) => {
    await app.register(adminSessionRoutes);
    await app.register(adminTwoFactorRoutes);
  },
};
