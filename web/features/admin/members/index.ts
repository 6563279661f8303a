import { lazy } from 'react';

/** The Users section (members), loaded when the admin opens it. */
export const MemberManagement = lazy(() =>
  import('./MemberManagement.js').then((module) => ({ default: module.MemberManagement })),
);
