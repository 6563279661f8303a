import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { DEFAULT_ADMIN_SECTION, type AdminSection } from '#shared/constants.js';
import type { StaffRole } from '#shared/schemas/auth.js';
import type { AdminSectionViewProps } from './AdminSectionFrame.js';

/** How an admin section presents itself: in the sidebar, the header and its own heading. */
export interface AdminSectionInfo {
  /** The sidebar entry and the header's section name. */
  label: string;
  /** The section's own heading. */
  title: string;
  subtitle: string;
  icon: LucideIcon;
}

/**
 * One admin section, as its folder's index.ts hands it to the panel: its address, how it
 * presents itself, its view (loaded on demand) and who may open it. The server refuses the
 * section's calls to anyone else anyway; the panel only hides what would be refused.
 */
export interface AdminSectionDescriptor extends AdminSectionInfo {
  id: AdminSection;
  view: ComponentType<AdminSectionViewProps>;
  roles: readonly StaffRole[];
  /** Kept at the foot of the sidebar, beside Logout, rather than in the scrolling list. */
  pinned?: boolean;
}

/** Who may open a section: every staff member, or admins only. */
export const EVERY_STAFF_ROLE: readonly StaffRole[] = ['admin', 'moderator'];
export const ADMINS_ONLY: readonly StaffRole[] = ['admin'];

/** The URL of a section: /admin for the dashboard, /admin?section=<id> for the others. */
export function sectionHref(section: AdminSection): string {
  return section === DEFAULT_ADMIN_SECTION ? '/admin' : `/admin?section=${section}`;
}
