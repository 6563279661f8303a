import { Outlet } from 'react-router';
import { useBrandPalette } from '#web/features/settings/index.js';
import { ScrollToTop } from './ScrollToTop.js';

/** Wraps every screen: scroll restoration to the top and the church's brand colours. */
export function RootLayout() {
  useBrandPalette();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
