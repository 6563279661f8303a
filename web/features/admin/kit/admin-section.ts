import type { LucideIcon } from 'lucide-react';
import { DEFAULT_ADMIN_SECTION, type AdminSection } from '#shared/constants.js';

/** How an admin section presents itself: in the sidebar, the header and its own heading. */
export interface AdminSectionInfo {
  /** The sidebar entry and the header's section name. */
  label: string;
  /** The section's own heading. */
  title: string;
  subtitle: string;
  icon: LucideIcon;
  /** What the section will offer, shown until it is built. */
  preview: string;
}

/** The URL of a section: /admin for the dashboard, /admin?section=<id> for the others. */
export function sectionHref(section: AdminSection): string {
  return section === DEFAULT_ADMIN_SECTION ? '/admin' : `/admin?section=${section}`;
}
