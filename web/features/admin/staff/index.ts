import { lazy } from 'react';

/** The Staff section (admins only), loaded when an admin opens it. */
export const StaffManagement = lazy(() =>
  import('./StaffManagement.js').then((module) => ({ default: module.StaffManagement })),
);
