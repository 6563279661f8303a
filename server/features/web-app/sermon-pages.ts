import type { FastifyInstance } from 'fastify';
import { API, apiPath } from '#shared/api-paths.js';
import type { SermonsFirstScreen } from '#shared/first-screen.js';
import { SITE_ROUTES, type SiteRoute } from '#shared/routes.js';
import {
  sermonResponseSchema,
  sermonSeriesListResponseSchema,
  sermonsResponseSchema,
} from '#shared/schemas/sermons.js';
import {
  type SermonsListParams,
  matchSermonPage,
  readSermonsParams,
  sermonPagePath,
  sermonSeriesPagePath,
  sermonsSearch,
  seriesPodcastPath,
} from '#shared/sermon-pages.js';

/**
 * The sermon pages' first screen: the library's answers for the filters in the address, one
 * sermon, or one series and its sermons. Asked of the public routes themselves, in process
 * (no network): the page then carries exactly what its own calls would cache, filters,
 * facets, drafts left out and all, by the same rules.
 */
async function answer<T>(
  app: FastifyInstance,
  url: string,
  schema: { parse(value: unknown): T },
): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return schema.parse(response.json());
}

const listAnswer = async (app: FastifyInstance, params: SermonsListParams) => {
  const found = await answer(app, `${API.sermons}${sermonsSearch(params)}`, sermonsResponseSchema);
  return found ? { params, answer: found } : undefined;
};

const seriesAnswer = async (app: FastifyInstance) =>
  (await answer(app, API.sermonSeriesList, sermonSeriesListResponseSchema))?.series;

/** A sermon page's path and query: what it shows first, or undefined for any other page. */
export async function loadSermonsScreen(
  app: FastifyInstance,
  url: string,
): Promise<SermonsFirstScreen | undefined> {
  const at = url.indexOf('?');
  const pathname = (at === -1 ? url : url.slice(0, at)).replace(/(.)\/+$/, '$1');
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at));
  if (pathname === SITE_ROUTES.sermons.path) {
    const [list, series] = await Promise.all([
      listAnswer(app, readSermonsParams(query)),
      seriesAnswer(app),
    ]);
    return { ...(list ? { list } : {}), ...(series ? { series } : {}) };
  }
  const page = matchSermonPage(pathname);
  if (page?.kind === 'sermon') {
    const found = await answer(app, apiPath(API.sermon, { id: page.id }), sermonResponseSchema);
    return { sermon: { id: page.id, sermon: found?.sermon ?? null } };
  }
  if (page?.kind === 'series') {
    const series = await seriesAnswer(app);
    if (!series?.some((item) => item._id === page.id)) return series ? { series } : {};
    const { page: number } = readSermonsParams(query);
    const list = await listAnswer(app, { series: page.id, ...(number ? { page: number } : {}) });
    return { series, ...(list ? { list } : {}) };
  }
  return undefined;
}

/**
 * The route a sermon page stands for, named by what it shows: the sermon's or series' title and
 * summary. Undefined for no such published sermon or series: the answer is then a 404.
 */
export function sermonPageRoute(
  pathname: string,
  screen: SermonsFirstScreen | undefined,
): SiteRoute | undefined {
  const page = matchSermonPage(pathname.replace(/(.)\/+$/, '$1'));
  if (!page || !screen) return undefined;
  if (page.kind === 'sermon') {
    const sermon = screen.sermon?.sermon;
    if (!sermon) return undefined;
    return {
      path: sermonPagePath(sermon._id),
      title: sermon.title,
      ...(sermon.summary ? { description: sermon.summary } : {}),
    };
  }
  const series = screen.series?.find((item) => item._id === page.id);
  if (!series) return undefined;
  return {
    path: sermonSeriesPagePath(series._id),
    title: series.title,
    ...(series.description ? { description: series.description.slice(0, 300) } : {}),
  };
}

/** The podcast feeds a sermon page names in its head, for podcast apps and feed readers. */
export function sermonPageFeeds(pathname: string): { title: string; href: string }[] {
  const normalized = pathname.replace(/(.)\/+$/, '$1');
  const page = matchSermonPage(normalized);
  if (!page && normalized !== SITE_ROUTES.sermons.path) return [];
  const feeds: { title: string; href: string }[] = [
    { title: 'Sermons podcast', href: API.podcastFeed },
  ];
  if (page?.kind === 'series') {
    feeds.push({ title: 'This series as a podcast', href: seriesPodcastPath(page.id) });
  }
  return feeds;
}
