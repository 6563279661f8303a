/**
 * Push notifications in this browser: the "Notify me" control (live page, home banner), and
 * this browser's subscription for the account page and the panel's test. The Push API and its
 * calls load when first used.
 */
export { NotifyMe } from './NotifyMe.js';
export { pushKeys, usePushSubscription, usePushTest } from './use-push-subscription.js';
export { PUSH_ERRORS } from './push-errors.js';
export { pushSupported } from './support.js';
