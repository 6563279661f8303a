import { lazy } from 'react';

/** /LiveStream, loaded with its route. */
export const LiveStreamPage = lazy(() =>
  import('./LiveStreamPage.js').then((module) => ({ default: module.LiveStreamPage })),
);
