import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { SERMON_PAGE_PATTERNS } from '#shared/sermon-pages.js';
import { LoadingScreen } from '#web/components/LoadingScreen.js';
import { LoginPage, SetPasswordPage } from '#web/admin/auth/index.js';
import { AdminShell } from '#web/admin/app/index.js';
import { loadAccountPage } from '#web/features/account/index.js';
import { loadContactPage } from '#web/features/contact/index.js';
import { loadEventsPage } from '#web/features/events/index.js';
import { loadGivePage } from '#web/features/give/index.js';
import { loadLiveStreamPage } from '#web/features/livestream/index.js';
import { loadMinistryPage } from '#web/features/ministries/index.js';
import { NotFoundPage, RouteErrorPage, loadHomePage } from '#web/features/pages/index.js';
import { loadResetPasswordPage } from '#web/features/password-reset/index.js';
import { loadPrayerPage } from '#web/features/prayer/index.js';
import { loadProgramsPage } from '#web/features/programs/index.js';
import {
  loadSermonPage,
  loadSermonSeriesPage,
  loadSermonsPage,
} from '#web/features/sermons/index.js';
import { SiteLayout } from '#web/features/site-shell/index.js';
import {
  loadStreamAlertsConfirmPage,
  loadStreamAlertsUnsubscribePage,
} from '#web/features/stream-alerts/index.js';
import { loadTestifyPage } from '#web/features/testimony/index.js';
import { RootLayout } from './RootLayout.js';

// The admin area is its own bundle that visitors never download; Suspense shows the loading
// screen while it comes.
function deferred(element: ReactNode) {
  return <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
}

/**
 * A public page whose code loads with its route (the router's `lazy`): the router fetches it
 * before it shows the page, so a navigation keeps the current page until the next is ready, the
 * server renders it whole, and the browser hydrates it once it is loaded (no fallback between).
 */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, caseSensitive: true, lazy: async () => ({ Component: await load() }) };
}

function ministry(path: string, name: 'foundationSchool' | 'children' | 'teens'): RouteObject {
  return {
    path,
    caseSensitive: true,
    lazy: async () => {
      const MinistryPage = await loadMinistryPage();
      return { element: <MinistryPage ministry={name} /> };
    },
  };
}

const contentRoutes: RouteObject[] = [
  ministry(SITE_ROUTES.foundationSchool.path, 'foundationSchool'),
  ministry(SITE_ROUTES.children.path, 'children'),
  ministry(SITE_ROUTES.teens.path, 'teens'),
  page(SITE_ROUTES.programs.path, loadProgramsPage),
  page(SITE_ROUTES.give.path, loadGivePage),
  page(SITE_ROUTES.testify.path, loadTestifyPage),
  page(SITE_ROUTES.contact.path, loadContactPage),
  page(SITE_ROUTES.events.path, loadEventsPage),
  page(SITE_ROUTES.liveStream.path, loadLiveStreamPage),
  page(SITE_ROUTES.streamAlertsConfirm.path, loadStreamAlertsConfirmPage),
  page(SITE_ROUTES.streamAlertsUnsubscribe.path, loadStreamAlertsUnsubscribePage),
  page(SITE_ROUTES.resetPassword.path, loadResetPasswordPage),
  page(SITE_ROUTES.prayer.path, loadPrayerPage),
  page(SITE_ROUTES.account.path, loadAccountPage),
  page(SITE_ROUTES.sermons.path, loadSermonsPage),
  page(SERMON_PAGE_PATTERNS.sermon, loadSermonPage),
  page(SERMON_PAGE_PATTERNS.series, loadSermonSeriesPage),
];

/** The site's route map (`shared/routes.ts`); paths are case-sensitive like the server's. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, lazy: async () => ({ Component: await loadHomePage() }) },
          ...contentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: SITE_ROUTES.admin.path, caseSensitive: true, element: deferred(<AdminShell />) },
      { path: SITE_ROUTES.adminLogin.path, caseSensitive: true, element: deferred(<LoginPage />) },
      {
        path: SITE_ROUTES.adminSetPassword.path,
        caseSensitive: true,
        element: deferred(<SetPasswordPage />),
      },
    ],
  },
];

/**
 * Loads the code of the page at `pathname` into the route map, as the server did before it
 * rendered it: hydration then finds the same tree, with nothing left to wait for.
 */
export async function loadRouteCode(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createRouter>;
