import { CalendarClock } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Services on a schedule and each of their occurrences, loaded when it is opened. */
export const servicesSection = {
  id: 'services',
  label: 'Services',
  title: 'Services',
  subtitle: 'Services that repeat, and each time they happen',
  icon: CalendarClock,
  view: lazy(() =>
    import('./ServiceManagement.js').then((module) => ({ default: module.ServiceManagement })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
