import { APP_SHELL } from '#shared/app-shell.js';

/**
 * Registers the site's service worker once the page has loaded, so its precaching never competes
 * with the page's own first requests. `updateViaCache: 'none'`: every update check asks the
 * server for the worker itself and what it imports, whatever their cache headers say.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(APP_SHELL.serviceWorker, { scope: '/', updateViaCache: 'none' })
      .catch(() => {
        // Without the worker the site works as before, only not offline.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
