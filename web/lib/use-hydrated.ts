import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and during hydration, true from the render after: what depends on the
 * visitor's device (time zone, clock, storage) renders after hydration, so the first render in
 * the browser matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
