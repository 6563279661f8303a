import { lazy } from 'react';

/** The Site Content section, loaded when the admin opens it. */
export const SiteContentEditor = lazy(() =>
  import('./SiteContentEditor.js').then((module) => ({ default: module.SiteContentEditor })),
);
