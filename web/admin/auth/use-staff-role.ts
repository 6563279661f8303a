import type { StaffRole } from '#shared/schemas/auth.js';
import { useAdminSessionQuery } from './api.js';

/**
 * The signed-in staff member's role, from the session the panel already holds. Until it is
 * known the panel assumes the narrower role, so nothing admin-only flashes into view.
 */
export function useStaffRole(): StaffRole {
  return useAdminSessionQuery().data?.admin.role ?? 'moderator';
}
