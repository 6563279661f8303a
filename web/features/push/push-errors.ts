import { errorMessage } from '#web/lib/api-client.js';

/*
 * What a failed push action says. Loaded with the push client (and the pages that choose
 * topics), not with the "Notify me" button: the hook hands the button the words alone.
 */

/** A failure the visitor can act on, worded for them (permission refused, no worker yet). */
export class PushError extends Error {
  readonly reason: 'denied' | 'dismissed' | 'unavailable';

  constructor(reason: PushError['reason'], message: string) {
    super(message);
    this.name = 'PushError';
    this.reason = reason;
  }
}

export const PUSH_ERRORS = {
  denied:
    'Notifications are blocked for this site in your browser’s settings. Allow them there, or get an email instead.',
  dismissed: 'Notifications were not allowed. Try again and choose Allow when your browser asks.',
  unavailable: 'Notifications cannot be set up in this browser just now. Please try again later.',
  failed: 'Your notifications could not be saved. Please try again.',
  testFailed: 'The test notification could not be sent. Please try again.',
} as const;

/** The words for a failed push action: the visitor's own reason, else the server's message. */
export function pushFailureText(error: unknown, fallback: string = PUSH_ERRORS.failed): string {
  return error instanceof PushError ? error.message : errorMessage(error, fallback);
}
