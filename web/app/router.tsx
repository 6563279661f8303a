import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { LoadingScreen } from '#web/components/LoadingScreen.js';
import { LoginPage } from '#web/features/admin/auth/index.js';
import { AdminShell } from '#web/features/admin/shell/index.js';
import { ContactPage } from '#web/features/contact/index.js';
import { EventsPage } from '#web/features/events/index.js';
import { GivePage } from '#web/features/give/index.js';
import { LiveStreamPage } from '#web/features/livestream/index.js';
import { MinistryPage } from '#web/features/ministries/index.js';
import { HomePage, NotFoundPage, RouteErrorPage } from '#web/features/pages/index.js';
import { ProgramsPage } from '#web/features/programs/index.js';
import { SiteLayout } from '#web/features/site-shell/index.js';
import { TestifyPage } from '#web/features/testimony/index.js';
import { RootLayout } from './RootLayout.js';

// Every page but home and the error pages comes lazily from its feature's index: it loads with
// its route, so the first page a visitor opens stays small, and the admin area is its own
// bundle that visitors never download. Suspense shows the loading screen meanwhile.
function deferred(element: ReactNode) {
  return <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
}

const contentRoutes: RouteObject[] = [
  {
    path: SITE_ROUTES.foundationSchool.path,
    element: <MinistryPage ministry="foundationSchool" />,
  },
  { path: SITE_ROUTES.children.path, element: <MinistryPage ministry="children" /> },
  { path: SITE_ROUTES.teens.path, element: <MinistryPage ministry="teens" /> },
  { path: SITE_ROUTES.programs.path, element: <ProgramsPage /> },
  { path: SITE_ROUTES.give.path, element: <GivePage /> },
  { path: SITE_ROUTES.testify.path, element: <TestifyPage /> },
  { path: SITE_ROUTES.contact.path, element: <ContactPage /> },
  { path: SITE_ROUTES.events.path, element: <EventsPage /> },
  { path: SITE_ROUTES.liveStream.path, element: <LiveStreamPage /> },
].map((route) => ({ ...route, caseSensitive: true, element: deferred(route.element) }));

/** The route map of spec section 2; paths are case-sensitive like the server's. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...contentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: SITE_ROUTES.admin.path, caseSensitive: true, element: deferred(<AdminShell />) },
      { path: SITE_ROUTES.adminLogin.path, caseSensitive: true, element: deferred(<LoginPage />) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createRouter>;
