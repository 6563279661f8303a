import { lazy } from 'react';

/** /give, loaded with its route. */
export const GivePage = lazy(() =>
  import('./GivePage.js').then((module) => ({ default: module.GivePage })),
);
