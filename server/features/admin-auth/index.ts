import type { Feature } from '#server/platform/feature.js';
import * as adminSessionsMigration from './migrations/2026-11-24-admin-sessions.js';
import * as staffRolesMigration from './migrations/2026-11-25-staff-roles.js';
import * as staffNotificationEmailsMigration from './migrations/2026-12-06-staff-notification-emails.js';
import * as staffPasswordLinksMigration from './migrations/2026-12-12-staff-password-links.js';
import { adminAccountRoutes } from './account-routes.js';
import { adminLogoutRoutes, adminSessionRoutes } from './routes.js';
import { adminAuthServices } from './services.js';
import { adminStaffRoutes } from './staff-routes.js';
import { adminTwoFactorRoutes } from './two-factor-routes.js';

export { adminLoginRoutes } from './routes.js';
export type { StaffService, StaffRecipient } from './staff-service.js';

/**
 * Admin sign-in, sessions and two-factor. Sign-in itself is the one admin call made without a
 * token: `app.ts` registers `adminLoginRoutes` outside the guarded admin plugin.
 */
export const adminAuthFeature: Feature = {
  services: adminAuthServices,
  migrations: {
    '2026-11-24-admin-sessions': adminSessionsMigration,
    '2026-11-25-staff-roles': staffRolesMigration,
    '2026-12-06-staff-notification-emails': staffNotificationEmailsMigration,
    '2026-12-12-staff-password-links': staffPasswordLinksMigration,
  },
  adminRoutes: async (app) => {
    await app.register(adminSessionRoutes);
    await app.register(adminLogoutRoutes);
    await app.register(adminTwoFactorRoutes);
    await app.register(adminStaffRoutes);
    await app.register(adminAccountRoutes);
  },
};
