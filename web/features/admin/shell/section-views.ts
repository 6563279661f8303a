import type { ComponentType } from 'react';
import type { AdminSection } from '#shared/constants.js';
import { AnalyticsDashboard } from '#web/features/admin/analytics/index.js';
import { AuditLog } from '#web/features/admin/audit/index.js';
import { CommentManagement } from '#web/features/admin/comments/index.js';
import { ContactManagement } from '#web/features/admin/contacts/index.js';
import { DashboardOverview } from '#web/features/admin/dashboard/index.js';
import { EventManagement } from '#web/features/admin/events/index.js';
import type { AdminSectionViewProps } from '#web/features/admin/kit/index.js';
import { MemberManagement } from '#web/features/admin/members/index.js';
import { MailOutbox } from '#web/features/admin/outbox/index.js';
import { LiveModeration } from '#web/features/admin/moderation/index.js';
import { PrayerQueue } from '#web/features/admin/prayer/index.js';
import { QuickChatInbox } from '#web/features/admin/quick-chats/index.js';
import { AccountView, SettingsView } from '#web/features/admin/settings/index.js';
import { StaffManagement } from '#web/features/admin/staff/index.js';
import { SiteContentEditor } from '#web/features/admin/site-content/index.js';
import { StreamManagement } from '#web/features/admin/streams/index.js';
import { TestimonyManagement } from '#web/features/admin/testimonies/index.js';

/**
 * The view of each built section; a section missing here shows its placeholder. Each view lives
 * in its own feature folder under web/features/admin/<section>/, whose index.ts hands it out
 * loaded on demand (React.lazy), so opening the admin loads only the section shown.
 */
export const SECTION_VIEWS: Partial<Record<AdminSection, ComponentType<AdminSectionViewProps>>> = {
  dashboard: DashboardOverview,
  streams: StreamManagement,
  users: MemberManagement,
  comments: CommentManagement,
  moderation: LiveModeration,
  prayer: PrayerQueue,
  testimonies: TestimonyManagement,
  contacts: ContactManagement,
  settings: SettingsView,
  analytics: AnalyticsDashboard,
  'site-content': SiteContentEditor,
  events: EventManagement,
  'live-chat': QuickChatInbox,
  staff: StaffManagement,
  audit: AuditLog,
  outbox: MailOutbox,
  account: AccountView,
};
