import type { AdminSection } from '#shared/constants.js';
import type { StaffRole } from '#shared/schemas/auth.js';
import type { AdminSectionDescriptor } from '#web/admin/kit/index.js';
import { analyticsSection } from '#web/admin/sections/analytics/index.js';
import { auditSection } from '#web/admin/sections/audit/index.js';
import { commentsSection } from '#web/admin/sections/comments/index.js';
import { contactsSection } from '#web/admin/sections/contacts/index.js';
import { dashboardSection } from '#web/admin/sections/dashboard/index.js';
import { eventsSection } from '#web/admin/sections/events/index.js';
import { followUpSection } from '#web/admin/sections/follow-up/index.js';
import { membersSection } from '#web/admin/sections/members/index.js';
import { moderationSection } from '#web/admin/sections/moderation/index.js';
import { outboxSection } from '#web/admin/sections/outbox/index.js';
import { prayerSection } from '#web/admin/sections/prayer/index.js';
import { quickChatsSection } from '#web/admin/sections/quick-chats/index.js';
import { accountSection, settingsSection } from '#web/admin/sections/settings/index.js';
import { servicesSection } from '#web/admin/sections/services/index.js';
import { sermonsSection } from '#web/admin/sections/sermons/index.js';
import { siteContentSection } from '#web/admin/sections/site-content/index.js';
import { staffSection } from '#web/admin/sections/staff/index.js';
import { streamsSection } from '#web/admin/sections/streams/index.js';
import { testimoniesSection } from '#web/admin/sections/testimonies/index.js';

/**
 * The admin panel's sections, in sidebar order: the one list. A new section is a folder under
 * web/admin/sections/ whose index.ts exports its descriptor, and one line here.
 */
const LISTED = [
  dashboardSection,
  streamsSection,
  servicesSection,
  sermonsSection,
  membersSection,
  commentsSection,
  moderationSection,
  prayerSection,
  followUpSection,
  testimoniesSection,
  contactsSection,
  eventsSection,
  analyticsSection,
  quickChatsSection,
  settingsSection,
  siteContentSection,
  staffSection,
  auditSection,
  outboxSection,
  accountSection,
] as const satisfies readonly AdminSectionDescriptor[];

export const ADMIN_SECTION_LIST: readonly AdminSectionDescriptor[] = LISTED;

// Every id the address may carry has its section, and the other way round: the compiler stops
// a section missing from the list, or listed without its id.
type Listed = (typeof LISTED)[number]['id'];
const everyIdListed: [Exclude<AdminSection, Listed>] extends [never] ? true : never = true;
void everyIdListed;

const BY_ID = new Map<string, AdminSectionDescriptor>(
  LISTED.map((section) => [section.id, section]),
);

/** Addresses a section had before, kept so emailed links and bookmarks still open it. */
const FORMER_IDS: Readonly<Record<string, AdminSection>> = { 'live-chat': 'quick-chats' };

/** The section an address names, if there is one. */
export function findSection(id: string | null): AdminSectionDescriptor | undefined {
  return id === null ? undefined : BY_ID.get(FORMER_IDS[id] ?? id);
}

export function sectionById(id: AdminSection): AdminSectionDescriptor {
  const section = BY_ID.get(id);
  if (!section) throw new Error(`No admin section "${id}" in the list`);
  return section;
}

export function mayOpenSection(role: StaffRole, id: AdminSection): boolean {
  return findSection(id)?.roles.includes(role) ?? false;
}
