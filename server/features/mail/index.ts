import type { Feature } from '#server/platform/feature.js';
import { adminMailRoutes } from './admin-routes.js';
import { mailMigrations } from './migrations.js';
import { mailServices } from './services.js';

/** Email: a durable queue sent over SMTP, and the outbox the panel reads (ADR 0126). */
export const mailFeature: Feature = {
  services: mailServices,
  adminRoutes: adminMailRoutes,
  migrations: mailMigrations,
};
export type { MailService } from './service.js';
