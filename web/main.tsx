import './theme/fonts.css';
import './theme/font-fallbacks.css';
import './theme/tokens.css';
import './theme/global.css';
import './components/button.css';
import './components/feedback.css';
import './components/field.css';
import './components/modal/modal.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { FIRST_SCREEN_DATA_ID } from '#shared/first-screen.js';
import { App } from './app/App.js';
import { createQueryClient } from './app/query-client.js';
import { createRouter, loadRouteCode } from './app/router.js';
import {
  createAdminUnauthorizedHandler,
  readAdminToken,
  sessionWatch,
} from '#web/admin/auth/index.js';
import { publicSettingsQueryOptions } from '#web/features/settings/index.js';
import { initI18n } from './i18n/i18n.js';
import { configureApiClient } from './lib/api-client.js';
import { captureInstallPrompt } from './lib/install-prompt.js';
import { registerServiceWorker } from './lib/service-worker.js';
import { beginStagedHydration, finishStagedHydration } from './lib/staged-hydration.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A page the server rendered carries the query state it was rendered with (a JSON block, never
// run as code): the browser starts from the same answers, so hydration finds the same tree.
const dataBlock = document.getElementById(FIRST_SCREEN_DATA_ID);
const serverRendered = dataBlock !== null && container.firstElementChild !== null;

// The saved language; a hydrating page renders English first, as the server did, then switches.
initI18n();
const queryClient = createQueryClient();
if (dataBlock?.textContent)
  hydrate(queryClient, JSON.parse(dataBlock.textContent) as DehydratedState);

/**
 * Starts the app once the page's own code is in, as the server had it: nothing is left to load
 * during hydration. No top-level await here: it would stop the bundler from merging the chunks
 * the entry imports into the entry itself (decision 0107).
 */
function start(container: HTMLElement) {
  const router = createRouter();

  configureApiClient({
    getAdminToken: readAdminToken,
    onAdminUnauthorized: createAdminUnauthorizedHandler(queryClient, {
      navigate: (to, options) => router.navigate(to, options),
      currentPath: () => router.state.location.pathname,
    }),
    onAdminSessionRemaining: (remainingMs) => sessionWatch.remaining(remainingMs),
  });

  // Header, footer and sign-in all need the settings: ask before the first render (a page the
  // server rendered already has them, fresh).
  queryClient.query(publicSettingsQueryOptions()).catch(() => undefined);

  if (serverRendered) {
    // The attribute tells tests (and anyone curious) that the hydrated page now answers: every
    // part of it, the ones hydrated in later tasks too.
    const hydrated = () => {
      void finishStagedHydration().then(() => {
        container.dataset.ready = '';
      });
    };
    beginStagedHydration();
    hydrateRoot(
      container,
      <App queryClient={queryClient} onMounted={hydrated}>
        <RouterProvider router={router} />
      </App>,
    );
  } else {
    createRoot(container).render(
      <App queryClient={queryClient} onMounted={() => (container.dataset.ready = '')}>
        <RouterProvider router={router} />
      </App>,
    );
  }
}

// The browser's install offer may come before the banner is hydrated to hear it.
captureInstallPrompt();
// The built site only: in development the worker's cache would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();

// In a task of its own: evaluating the code is one long task already, hydrating in the same one
// would make it longer (a tap waits for the whole task).
void loadRouteCode(window.location.pathname).then(() => setTimeout(() => start(container), 0));
