import { lazy } from 'react';

/** /Programs, loaded with its route. */
export const ProgramsPage = lazy(() =>
  import('./ProgramsPage.js').then((module) => ({ default: module.ProgramsPage })),
);
