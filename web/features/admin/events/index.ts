import { lazy } from 'react';

/** The Events section, loaded when the admin opens it. */
export const EventManagement = lazy(() =>
  import('./EventManagement.js').then((module) => ({ default: module.EventManagement })),
);
