import { lazy } from 'react';

/** The Contacts section, loaded when the admin opens it. */
export const ContactManagement = lazy(() =>
  import('./ContactManagement.js').then((module) => ({ default: module.ContactManagement })),
);
