import { useBrowserValue } from './staged-hydration.js';

const subscribeToNothing = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False on the server and during hydration, true from the render after: what depends on the
 * visitor's device (time zone, clock, storage) renders after hydration, so the first render in
 * the browser matches the server's markup. It turns true in a task of its own once every stage
 * of hydration is done (decision 0165).
 */
export function useHydrated(): boolean {
  return useBrowserValue(subscribeToNothing, yes, no);
}
