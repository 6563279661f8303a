import { lazy } from 'react';

/** The ministry pages (Foundation School, Children, Teens), loaded with their route. */
export const MinistryPage = lazy(() =>
  import('./MinistryPage.js').then((module) => ({ default: module.MinistryPage })),
);
