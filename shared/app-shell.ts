/**
 * The installable site's own files: the web app manifest, the service worker (served from the
 * root so it may control every page), the page it shows offline and the home-screen icons.
 */
export const APP_SHELL = {
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  offlinePage: '/offline.html',
  icon192: '/icons/icon-192.png',
  icon512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
  appleTouchIcon: '/icons/apple-touch-icon.png',
} as const;
