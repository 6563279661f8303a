import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSection } from '../../../../shared/constants.js';
import type { AdminSectionViewProps } from './AdminSectionFrame.js';

type SectionView = LazyExoticComponent<ComponentType<AdminSectionViewProps>>;

/**
 * The view of each built section, loaded on demand; a section missing here shows its placeholder.
 * Each view lives in its own feature folder under web/features/admin/<section>/ and is added as
 * `events: lazy(() => import('../events/EventManagement.js').then((m) => ({ default: m.EventManagement })))`.
 */
export const SECTION_VIEWS: Partial<Record<AdminSection, SectionView>> = {
  dashboard: lazy(() =>
    import('../dashboard/DashboardOverview.js').then((m) => ({ default: m.DashboardOverview })),
  ),
  streams: lazy(() =>
    import('../streams/StreamManagement.js').then((m) => ({ default: m.StreamManagement })),
  ),
  users: lazy(() =>
    import('../users/UserManagement.js').then((m) => ({ default: m.UserManagement })),
  ),
  comments: lazy(() =>
    import('../comments/CommentManagement.js').then((m) => ({ default: m.CommentManagement })),
  ),
  testimonies: lazy(() =>
    import('../testimonies/TestimonyManagement.js').then((m) => ({
      default: m.TestimonyManagement,
    })),
  ),
  contacts: lazy(() =>
    import('../contacts/ContactManagement.js').then((m) => ({ default: m.ContactManagement })),
  ),
  settings: lazy(() =>
    import('../settings/SettingsView.js').then((m) => ({ default: m.SettingsView })),
  ),
  analytics: lazy(() =>
    import('../analytics/AnalyticsDashboard.js').then((m) => ({ default: m.AnalyticsDashboard })),
  ),
  'site-content': lazy(() =>
    import('../site-content/SiteContentEditor.js').then((m) => ({ default: m.SiteContentEditor })),
  ),
  events: lazy(() =>
    import('../events/EventManagement.js').then((m) => ({ default: m.EventManagement })),
  ),
  'live-chat': lazy(() =>
    import('../live-chat/LiveChat.js').then((m) => ({ default: m.LiveChat })),
  ),
};
