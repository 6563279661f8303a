import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SITE_ROUTES } from '../../shared/routes.js';
import { LoadingScreen } from '../components/LoadingScreen.js';
import { HomePage } from '../features/pages/HomePage.js';
import { NotFoundPage } from '../features/pages/NotFoundPage.js';
import { RouteErrorPage } from '../features/pages/RouteErrorPage.js';
import { SiteLayout } from '../features/site-shell/SiteLayout.js';
import { RootLayout } from './RootLayout.js';

// The admin area is its own bundle: visitors never download it.
const LoginPage = lazy(() =>
  import('../features/admin/auth/LoginPage.js').then((module) => ({ default: module.LoginPage })),
);
const AdminShell = lazy(() =>
  import('../features/admin/shell/AdminShell.js').then((module) => ({
    default: module.AdminShell,
  })),
);

// Content pages load with their route, so the first page a visitor opens stays small.
const MinistryPage = lazy(() =>
  import('../features/ministries/MinistryPage.js').then((module) => ({
    default: module.MinistryPage,
  })),
);
const ProgramsPage = lazy(() =>
  import('../features/programs/ProgramsPage.js').then((module) => ({
    default: module.ProgramsPage,
  })),
);
const GivePage = lazy(() =>
  import('../features/give/GivePage.js').then((module) => ({ default: module.GivePage })),
);

const TestifyPage = lazy(() =>
  import('../features/testimony/TestifyPage.js').then((module) => ({
    default: module.TestifyPage,
  })),
);
const ContactPage = lazy(() =>
  import('../features/contact/ContactPage.js').then((module) => ({
    default: module.ContactPage,
  })),
);
const EventsPage = lazy(() =>
  import('../features/events/EventsPage.js').then((module) => ({ default: module.EventsPage })),
);
const LiveStreamPage = lazy(() =>
  import('../features/livestream/LiveStreamPage.js').then((module) => ({
    default: module.LiveStreamPage,
  })),
);

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
