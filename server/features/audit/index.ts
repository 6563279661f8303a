import type { Feature } from '#server/platform/feature.js';
import { adminAuditRoutes } from './admin-routes.js';
import * as auditLogMigration from './migrations/2026-11-25-audit-log.js';
import { auditServices } from './services.js';

/**
 * The audit log of staff changes. Entries are written centrally by the guarded admin plugin
 * after each successful write, described by the route's `audit` option (see the admin guard).
 */
export const auditFeature: Feature = {
  services: auditServices,
  adminRoutes: adminAuditRoutes,
  migrations: { '2026-11-25-audit-log': auditLogMigration },
};
