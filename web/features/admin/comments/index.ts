import { lazy } from 'react';

/** The Comments section, loaded when the admin opens it. */
export const CommentManagement = lazy(() =>
  import('./CommentManagement.js').then((module) => ({ default: module.CommentManagement })),
);
