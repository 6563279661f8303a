import './theme/fonts.css';
import './theme/tokens.css';
import './theme/global.css';
import './components/button.css';
import './components/feedback.css';
import './components/field.css';
import './components/modal/modal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { createQueryClient } from './app/query-client.js';
import { createRouter } from './app/router.js';
import {
  createAdminUnauthorizedHandler,
  readAdminToken,
  sessionWatch,
} from '#web/features/admin/auth/index.js';
import { publicSettingsQueryOptions } from '#web/features/settings/index.js';
import { initI18n } from './i18n/i18n.js';
import { configureApiClient } from './lib/api-client.js';

initI18n();
const queryClient = createQueryClient();
const router = createRouter();

configureApiClient({
  getAdminToken: readAdminToken,
  onAdminUnauthorized: createAdminUnauthorizedHandler(queryClient, {
    navigate: (to, options) => router.navigate(to, options),
    currentPath: () => router.state.location.pathname,
  }),
  onAdminSessionRemaining: (remainingMs) => sessionWatch.remaining(remainingMs),
});

// Header, footer and sign-in all need the settings: ask before the first render.
queryClient.query(publicSettingsQueryOptions()).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
