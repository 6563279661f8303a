import { lazy } from 'react';

/** The Analytics section, loaded when the admin opens it. */
export const AnalyticsDashboard = lazy(() =>
  import('./AnalyticsDashboard.js').then((module) => ({ default: module.AnalyticsDashboard })),
);
