/**
 * The sermon library's pages beyond /sermons: one sermon and one series, by id. They are not in
 * SITE_ROUTES, which lists fixed paths (the sitemap, the route checks and the screenshots walk
 * it): these exist only for what the database holds.
 */
import { API, apiPath } from './api-paths.js';
import { SITE_ROUTES } from './routes.js';

export const SERMON_PAGE_PATTERNS = {
  sermon: `${SITE_ROUTES.sermons.path}/:id`,
  series: `${SITE_ROUTES.sermons.path}/series/:id`,
} as const;

export const sermonPagePath = (id: string) => apiPath(SERMON_PAGE_PATTERNS.sermon, { id });
export const sermonSeriesPagePath = (id: string) => apiPath(SERMON_PAGE_PATTERNS.series, { id });
/** A series' own feed: the pattern's parameter runs into ".xml", so it is filled by hand. */
export const seriesPodcastPath = (id: string) =>
  API.seriesPodcastFeed.replace(':id', encodeURIComponent(id));

/** Which sermon page a path is, with its id: the server renders each with its own data. */
export type SermonPage = { kind: 'sermon'; id: string } | { kind: 'series'; id: string };

const ID = '([^/]+)';
const SERMON_PATH = new RegExp(`^${SITE_ROUTES.sermons.path}/${ID}/?$`);
const SERIES_PATH = new RegExp(`^${SITE_ROUTES.sermons.path}/series/${ID}/?$`);

export function matchSermonPage(pathname: string): SermonPage | undefined {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  };
  const series = SERIES_PATH.exec(pathname)?.[1];
  if (series !== undefined) {
    const id = decode(series);
    return id ? { kind: 'series', id } : undefined;
  }
  const sermon = SERMON_PATH.exec(pathname)?.[1];
  if (sermon === undefined || sermon === 'series') return undefined;
  const id = decode(sermon);
  return id ? { kind: 'sermon', id } : undefined;
}

/**
 * What the library page shows, read from its address (`?q=&series=&preacher=&book=&page=`): the
 * browser's page and the server's render read it alike, so the first screen the server sends is
 * the state the address names. Empty values are left out and page 1 is no page, so one state
 * has one form (and one cached answer).
 */
export interface SermonsListParams {
  q?: string;
  series?: string;
  preacher?: string;
  book?: string;
  page?: number;
}

export const SERMONS_FILTERS = ['q', 'series', 'preacher', 'book'] as const;

/** The longest a filter's value may be, as the API takes it: anything longer is not kept. */
const FILTER_MAX: Record<(typeof SERMONS_FILTERS)[number], number> = {
  q: 200,
  series: 64,
  preacher: 120,
  book: 40,
};

export function readSermonsParams(query: URLSearchParams): SermonsListParams {
  const params: SermonsListParams = {};
  for (const name of SERMONS_FILTERS) {
    const value = (query.get(name) ?? '').trim();
    if (value && value.length <= FILTER_MAX[name]) params[name] = value;
  }
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) params.page = page;
  return params;
}

/** The address's query string of a state: the same order every time. */
export function sermonsSearch(params: SermonsListParams): string {
  const query = new URLSearchParams();
  for (const name of SERMONS_FILTERS) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
