import { LayoutDashboard } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** The Dashboard, loaded when it is opened. */
export const dashboardSection = {
  id: 'dashboard',
  label: 'Dashboard',
  title: 'Dashboard Overview',
  subtitle: 'Your church online at a glance',
  icon: LayoutDashboard,
  view: lazy(() =>
    import('./DashboardOverview.js').then((module) => ({ default: module.DashboardOverview })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
