import type { StaffRole } from '#shared/schemas/auth.js';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', moderator: 'Moderator' };

export const ROLE_HINTS: Record<StaffRole, string> = {
  admin: 'everything',
  moderator: 'moderation and messages',
};
