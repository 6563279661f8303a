import { lazy } from 'react';

/** The Audit section (admins only), loaded when an admin opens it. */
export const AuditLog = lazy(() =>
  import('./AuditLog.js').then((module) => ({ default: module.AuditLog })),
);
