import { lazy } from 'react';

/** /admin, in the admin bundle: visitors never download it. */
export const AdminShell = lazy(() =>
  import('./AdminShell.js').then((module) => ({ default: module.AdminShell })),
);
