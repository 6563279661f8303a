/**
 * The texts of push notifications and of installing the site, and the install prompt's timing:
 * apart from the push schemas (shared/schemas/push.ts re-exports them), so a page shows them
 * without loading zod.
 */
export const PUSH_TEXTS = {
  notifyMe: 'Notify me',
  notifyOn: 'Notifications on',
  offline: 'You’re offline. The service will resume when you’re back.',
  installTitle: 'Add to your home screen',
  installBody: 'Open the services in one tap, like an app.',
  install: 'Install',
  installDismiss: 'Not now',
  testTitle: 'Test notification',
  testBody: 'Notifications reach this browser.',
} as const;

/** The install prompt stays away this long once dismissed. */
export const INSTALL_PROMPT_SNOOZE_DAYS = 30;
/** Where the browser remembers that the install prompt was dismissed (a time in ms). */
export const INSTALL_PROMPT_DISMISSED_KEY = 'lampstand-install-dismissed-at';
