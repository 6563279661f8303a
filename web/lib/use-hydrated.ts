import { useSyncExternalStore } from 'react';
import { isHydrationOver, subscribeToHydrationOver } from './staged-hydration.js';

/**
 * False on the server and during hydration, true from the render after: what depends on the
 * visitor's device (time zone, clock, storage) renders after hydration, so the first render in
 * the browser matches the server's markup. It turns true in a task of its own once every stage
 * of hydration is done, not in hydration's task (decision 0165).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToHydrationOver, isHydrationOver, () => false);
}
