import { z } from 'zod';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { staffRoleSchema } from './auth.js';

/** GET /api/admin/audit: newest first, a page at a time. */
export const adminAuditQuerySchema = adminListQuerySchema.pick({ page: true, limit: true });
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** When the change was made (ISO 8601, UTC). */
  at: z.string(),
  /** Who made it, as they were named then (the account may since be gone). */
  staff: z.object({
    _id: z.string(),
    username: z.string(),
    displayName: z.string(),
    role: staffRoleSchema.or(z.string()),
  }),
  /** What was done, e.g. "Deleted a stream with its comments, chat and views". */
  action: z.string(),
  /** The admin call, e.g. `DELETE /api/admin/stream/:id`. */
  request: z.string(),
  /** What was changed: its name where known, else its id; null for site-wide changes. */
  target: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminAuditResponseSchema = pageInfoSchema.extend({
  entries: z.array(auditEntrySchema),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
