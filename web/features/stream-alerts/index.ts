/** Emails when a stream goes live: the sign-up form, and the pages the emailed links open. */
export { StreamAlertsForm } from './StreamAlertsForm.js';

/** /stream-alerts/confirm, loaded with its route. */
export const loadStreamAlertsConfirmPage = () =>
  import('./StreamAlertsLinkPage.js').then((module) => module.StreamAlertsConfirmPage);

/** /stream-alerts/unsubscribe, loaded with its route. */
export const loadStreamAlertsUnsubscribePage = () =>
  import('./StreamAlertsLinkPage.js').then((module) => module.StreamAlertsUnsubscribePage);
