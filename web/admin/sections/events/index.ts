import { CalendarDays } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Event Management, loaded when it is opened. */
export const eventsSection = {
  id: 'events',
  label: 'Events',
  title: 'Event Management',
  subtitle: 'Manage upcoming church events',
  icon: CalendarDays,
  view: lazy(() =>
    import('./EventManagement.js').then((module) => ({ default: module.EventManagement })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
