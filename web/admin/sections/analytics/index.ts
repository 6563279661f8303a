import { ChartColumn } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** The Analytics dashboard, loaded when it is opened. */
export const analyticsSection = {
  id: 'analytics',
  label: 'Analytics',
  title: 'Analytics Dashboard',
  subtitle: 'Registrations, views and engagement',
  icon: ChartColumn,
  view: lazy(() =>
    import('./AnalyticsDashboard.js').then((module) => ({ default: module.AnalyticsDashboard })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
