import { lazy } from 'react';

/** The Testimonies section, loaded when the admin opens it. */
export const TestimonyManagement = lazy(() =>
  import('./TestimonyManagement.js').then((module) => ({ default: module.TestimonyManagement })),
);
