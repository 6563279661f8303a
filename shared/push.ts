/**
 * Push notifications' plain constants: the topics, their labels and the texts. Kept apart from
 * the zod schemas (`schemas/push.ts`, which re-exports them) so a page that only shows a
 * "Notify me" button does not download zod with it.
 */

export const PUSH_TOPICS = ['go-live', 'service-reminder', 'prayer-answered', 'events'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** What each topic is called where people choose them (account page, Settings > Notifications). */
export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  'go-live': 'When we go live',
  'service-reminder': '10 minutes before a service starts',
  'prayer-answered': 'When my prayer request is answered',
  events: 'New events',
};

/** How long before a service starts its reminder goes out. */
export const PUSH_SERVICE_REMINDER_MINUTES = 10;

export const PUSH_MESSAGES = {
  endpointInvalid: 'Enter the push service address the browser gave (https://…)',
  endpointNotPublic: 'This push service address is not allowed',
  keysInvalid: 'The browser’s subscription keys are incomplete',
  topicsInvalid: 'Choose notifications from the list',
  notFound: 'This browser is not subscribed',
} as const;

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
