import type { AdminSection } from '#shared/constants.js';
import type { StaffRole } from '#shared/schemas/auth.js';

/**
 * The sections a moderator may open; the server refuses everything else with 403,
 * and the panel hides it. A new section is for admins only until it is listed here.
 */
const MODERATOR_SECTIONS: ReadonlySet<AdminSection> = new Set<AdminSection>([
  'dashboard',
  'comments',
  'moderation',
  'prayer',
  'testimonies',
  'contacts',
  'live-chat',
  'account',
]);

export function mayOpenSection(role: StaffRole, section: AdminSection): boolean {
  return role === 'admin' || MODERATOR_SECTIONS.has(section);
}
