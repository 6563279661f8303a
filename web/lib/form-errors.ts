import { isApiError } from './api-client.js';

/**
 * Puts the server's `errors` by field under the matching fields of a form.
 * Returns true when the error carried field errors.
 */
export function applyServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  // react-hook-form's setError, or the plain one of useSubmissionForm.
  setError: (field: Field, error: { type: 'server'; message: string }) => void,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.errors)) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/**
 * The line to show when a visitor's submission fails: the spec's text, except when the server
 * asks them to slow down, which they need to know to succeed next time.
 */
export function submissionFailure(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 429 && error.message ? error.message : fallback;
}
