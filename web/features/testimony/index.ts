import { lazy } from 'react';

/** /TestifyScreen, loaded with its route: the testimony wall and the form to add one. */
export const TestifyPage = lazy(() =>
  import('./TestifyPage.js').then((module) => ({ default: module.TestifyPage })),
);
