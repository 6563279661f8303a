import { lazy } from 'react';

/** The Settings section, loaded when the admin opens it. */
export const SettingsView = lazy(() =>
  import('./SettingsView.js').then((module) => ({ default: module.SettingsView })),
);
