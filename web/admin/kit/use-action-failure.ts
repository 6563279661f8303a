import { useCallback, useState } from 'react';
import { errorMessage } from '#web/lib/api-client.js';

export interface ActionFailure {
  /** The failure to show, or null. */
  message: string | null;
  /** Shows the server's message, else the spec's fallback (e.g. 'Failed to delete stream'). */
  fail: (error: unknown, fallback: string) => void;
  dismiss: () => void;
}

/** The dismissible banner state for actions on a list (toggle, block, delete ...). */
export function useActionFailure(): ActionFailure {
  const [message, setMessage] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown, fallback: string) => setMessage(errorMessage(error, fallback)),
    [],
  );
  const dismiss = useCallback(() => setMessage(null), []);
  return { message, fail, dismiss };
}
