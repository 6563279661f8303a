import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page, like a new page would. Not the page the visit
 * begins on: the browser has placed it already (at the top, or where a reload left it), and
 * scrolling there would force a layout in the middle of hydration, the longest task of a load.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
