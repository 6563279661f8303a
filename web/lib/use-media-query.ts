import { useCallback } from 'react';
import { useBrowserValue } from './staged-hydration.js';

const no = () => false;

/**
 * Whether a CSS media query currently matches, kept up to date. False on the server and until
 * hydration is over, like `useHydrated`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useBrowserValue(subscribe, () => window.matchMedia(query).matches, no);
}
