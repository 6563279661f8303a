import { lazy } from 'react';

/** The email sign-up's dialog, fetched when first opened (under OpenedOnce's Suspense). */
export const EmailAlertsDialog = lazy(() =>
  import('./EmailAlertsDialog.js').then((module) => ({ default: module.EmailAlertsDialog })),
);
