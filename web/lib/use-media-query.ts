import { useCallback, useSyncExternalStore } from 'react';
import { isHydrationOver, subscribeToHydrationOver } from './staged-hydration.js';

/**
 * Whether a CSS media query currently matches, kept up to date. False on the server and until
 * hydration is over, like `useHydrated`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      const stopWaiting = subscribeToHydrationOver(onChange);
      return () => {
        list.removeEventListener('change', onChange);
        stopWaiting();
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => isHydrationOver() && window.matchMedia(query).matches,
    () => false,
  );
}
