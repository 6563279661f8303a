import { lazy } from 'react';

/** The Dashboard section, loaded when the admin opens it. */
export const DashboardOverview = lazy(() =>
  import('./DashboardOverview.js').then((module) => ({ default: module.DashboardOverview })),
);
