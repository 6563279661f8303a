import { lazy } from 'react';

/** The Settings section, loaded when the admin opens it. */
export const SettingsView = lazy(() =>
  import('./SettingsView.js').then((module) => ({ default: module.SettingsView })),
);

/** My Account: every staff member's own two-factor sign-in, moderators included. */
export const AccountView = lazy(() =>
  import('./AccountView.js').then((module) => ({ default: module.AccountView })),
);
