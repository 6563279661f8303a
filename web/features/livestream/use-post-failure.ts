import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { useNotify } from './notice.js';

/**
 * Tells the visitor why a post or reaction failed: the server's words (slow down, blocked) or
 * the spec's fallback. An expired member token (401) comes with a way to sign in again.
 */
export function usePostFailure(onNeedIdentity: () => void) {
  const notify = useNotify();
  return (error: unknown, fallback: string) => {
    const text = errorMessage(error, fallback);
    if (isApiError(error) && error.status === 401) {
      notify(text, 'error', { label: 'Sign in again', onClick: onNeedIdentity });
    } else {
      notify(text, 'error');
    }
  };
}
