import type { StaffAction } from '#server/platform/auth/admin-guard.js';
import { featureServices } from '#server/platform/feature.js';
import { type AuditRepository, createAuditRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRepository;
  }
}

/** Target names are cut to what the list shows; a long title says enough in its first words. */
const TARGET_MAX_LENGTH = 200;

/**
 * The audit log, and `recordStaffAction`, which the guarded admin plugin calls after every
 * successful admin write: each route is audited without code of its own.
 */
export const auditServices = featureServices('audit', async (app) => {
  const audit = createAuditRepository(app.db.kysely);
  app.decorate('audit', audit);
  app.decorate('recordStaffAction', async (action: StaffAction) => {
    await audit.add({
      staffId: action.staff.id,
      staffUsername: action.staff.username,
      staffName: action.staff.displayName,
      staffRole: action.staff.role,
      action: action.action,
      method: action.method,
      route: action.route,
      target: action.target === null ? null : action.target.slice(0, TARGET_MAX_LENGTH),
    });
  });
});
