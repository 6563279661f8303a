import { lazy } from 'react';

/** The Streams section, loaded when the admin opens it. */
export const StreamManagement = lazy(() =>
  import('./StreamManagement.js').then((module) => ({ default: module.StreamManagement })),
);
