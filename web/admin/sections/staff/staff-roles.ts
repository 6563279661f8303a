import type { StaffRole } from '#shared/schemas/auth.js';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', moderator: 'Moderator' };
