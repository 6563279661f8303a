import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { FirstScreenData, PageRenderer, RenderedPage } from '#shared/first-screen.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { matchSermonPage } from '#shared/sermon-pages.js';
import { eventsKeys } from '#web/features/events/index.js';
import { livestreamKeys } from '#web/features/livestream/index.js';
import { homeKeys } from '#web/features/pages/index.js';
import { sermonsKeys } from '#web/features/sermons/index.js';
import { servicesKeys } from '#web/features/services/index.js';
import { settingsKeys } from '#web/features/settings/index.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { App } from './app/App.js';
import { createQueryClient } from './app/query-client.js';
import { routes } from './app/router.js';

/**
 * The server entry of the front end (built by Vite in SSR mode, loaded by the server): renders a
 * public page with its first-screen data, in English and the default theme, as the browser's
 * first render will be before it applies the visitor's saved choices.
 */

// Labels render in English on the server (the language helper's server snapshot), as the
// browser's hydration does before the saved language applies.
// One handler for the process: it loads each page's code once and keeps it.
const handler = createStaticHandler(routes);

/** Each lazily loaded page's source module (its key in Vite's manifest), by path. */
const PAGE_MODULES: Record<string, string> = {
  [SITE_ROUTES.home.path]: 'features/pages/HomePage.tsx',
  [SITE_ROUTES.liveStream.path]: 'features/livestream/LiveStreamPage.tsx',
  [SITE_ROUTES.events.path]: 'features/events/EventsPage.tsx',
  [SITE_ROUTES.foundationSchool.path]: 'features/ministries/MinistryPage.tsx',
  [SITE_ROUTES.children.path]: 'features/ministries/MinistryPage.tsx',
  [SITE_ROUTES.teens.path]: 'features/ministries/MinistryPage.tsx',
  [SITE_ROUTES.programs.path]: 'features/programs/ProgramsPage.tsx',
  [SITE_ROUTES.testify.path]: 'features/testimony/TestifyPage.tsx',
  [SITE_ROUTES.give.path]: 'features/give/GivePage.tsx',
  [SITE_ROUTES.contact.path]: 'features/contact/ContactPage.tsx',
  [SITE_ROUTES.streamAlertsConfirm.path]: 'features/stream-alerts/StreamAlertsLinkPage.tsx',
  [SITE_ROUTES.streamAlertsUnsubscribe.path]: 'features/stream-alerts/StreamAlertsLinkPage.tsx',
  [SITE_ROUTES.resetPassword.path]: 'features/password-reset/ResetPasswordPage.tsx',
  [SITE_ROUTES.prayer.path]: 'features/prayer/PrayerPage.tsx',
  [SITE_ROUTES.account.path]: 'features/account/AccountPage.tsx',
  [SITE_ROUTES.sermons.path]: 'features/sermons/SermonsPage.tsx',
};

/** The sermon pages by id: one module per kind. */
const SERMON_PAGE_MODULES = {
  sermon: 'features/sermons/SermonPage.tsx',
  series: 'features/sermons/SermonSeriesPage.tsx',
} as const;

/** The query cache the browser would build from the API's answers to the first screen's calls. */
function seededQueryClient(data: FirstScreenData): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsKeys.public(), data.settings);
  queryClient.setQueryData(siteContentKeys.content(), data.content);
  queryClient.setQueryData(eventsKeys.upcoming(), data.events);
  queryClient.setQueryData(homeKeys.activeStreams(), data.streams);
  queryClient.setQueryData(livestreamKeys.activeStreams(), data.streams);
  queryClient.setQueryData(servicesKeys.upcoming(), data.services);
  const { list, series, sermon } = data.sermons ?? {};
  if (list) queryClient.setQueryData(sermonsKeys.list(list.params), list.answer);
  if (series) queryClient.setQueryData(sermonsKeys.seriesList(), series);
  if (sermon) queryClient.setQueryData(sermonsKeys.detail(sermon.id), sermon.sermon);
  return queryClient;
}

export async function renderPage(url: string, data: FirstScreenData): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = seededQueryClient(data);
  const html = renderToString(
    <App queryClient={queryClient}>
      {/* No inline hydration script: the Content Security Policy allows none, and no route
          has loaders whose data it would carry. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}

export function pageModules(pathname: string): string[] {
  const sermonPage = matchSermonPage(pathname);
  const module = sermonPage ? SERMON_PAGE_MODULES[sermonPage.kind] : PAGE_MODULES[pathname];
  return module ? [module] : [];
}

export const renderer: PageRenderer = { renderPage, pageModules };
