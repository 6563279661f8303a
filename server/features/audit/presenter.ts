import type { AuditEntry } from '#shared/schemas/audit.js';
import type { AuditLogTable } from './schema.js';

export const presentAuditEntry = (row: AuditLogTable): AuditEntry => ({
  _id: row.id,
  at: row.createdAt,
  staff: {
    _id: row.staffId,
    username: row.staffUsername,
    displayName: row.staffName,
    role: row.staffRole,
  },
  action: row.action,
  request: `${row.method} ${row.route}`,
  target: row.target,
});
