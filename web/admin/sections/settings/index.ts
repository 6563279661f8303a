import { KeyRound, Settings } from 'lucide-react';
import { lazy } from 'react';
import {
  ADMINS_ONLY,
  EVERY_STAFF_ROLE,
  type AdminSectionDescriptor,
} from '#web/admin/kit/index.js';

/** Settings, loaded when it is opened. */
export const settingsSection = {
  id: 'settings',
  label: 'Settings',
  title: 'Settings',
  subtitle: 'General, appearance, notifications and security',
  icon: Settings,
  view: lazy(() =>
    import('./SettingsView.js').then((module) => ({ default: module.SettingsView })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;

/**
 * My Account: every staff member's own sign-in and notification emails, moderators included.
 * It lives beside Settings because it shows the same panels for one person.
 */
export const accountSection = {
  id: 'account',
  label: 'My Account',
  title: 'My Account',
  subtitle: 'Your own sign-in to this panel',
  icon: KeyRound,
  view: lazy(() => import('./AccountView.js').then((module) => ({ default: module.AccountView }))),
  roles: EVERY_STAFF_ROLE,
  pinned: true,
} satisfies AdminSectionDescriptor;
