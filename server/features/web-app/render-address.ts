import type { FirstScreenData } from '#shared/first-screen.js';
import { SITE_ROUTES, SITE_ROUTE_LIST, findSiteRoute } from '#shared/routes.js';
import {
  matchSermonPage,
  readSermonsParams,
  sermonPagePath,
  sermonSeriesPagePath,
  sermonsSearch,
} from '#shared/sermon-pages.js';

/** The emailed tokens (32 random bytes, base64url), as the link pages test them. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Stands for any well-formed token: the link pages show only whether it is one. */
const ANY_TOKEN = 'A'.repeat(43);
/** Where every address that is no page renders: the 404 page does not show its address. */
const NOT_FOUND_ADDRESS = '/page-not-found';

type QueryReader = (query: URLSearchParams, data: FirstScreenData) => Record<string, string>;

/** A wall's page number as the wall reads it: a whole number above 1, or none. */
const wallPage: QueryReader = (query) => {
  const page = Number(query.get('page'));
  const kept: Record<string, string> = {};
  if (Number.isInteger(page) && page > 1) kept.page = String(page);
  return kept;
};

/** An emailed link's page: well-formed token or not, never the token itself. */
const linkToken: QueryReader = (query): Record<string, string> =>
  TOKEN.test(query.get('token') ?? '') ? { token: ANY_TOKEN } : {};

/**
 * What each page's markup reads from the query string, as the page reads it (web/features): the
 * live page the chosen stream, when it is one of the active streams it was rendered with; the
 * prayer and testimony walls their page; the emailed links' pages whether the token is
 * well-formed. Every other parameter, and every other page's query, changes nothing.
 */
const PAGE_QUERY: Record<string, QueryReader> = {
  [SITE_ROUTES.liveStream.path]: (query, data): Record<string, string> => {
    const stream = query.get('stream');
    return stream && data.streams.some((active) => active._id === stream) ? { stream } : {};
  },
  [SITE_ROUTES.prayer.path]: wallPage,
  [SITE_ROUTES.testify.path]: wallPage,
  [SITE_ROUTES.resetPassword.path]: linkToken,
  [SITE_ROUTES.streamAlertsConfirm.path]: linkToken,
  [SITE_ROUTES.streamAlertsUnsubscribe.path]: linkToken,
  [SITE_ROUTES.sermons.path]: (query) => {
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(readSermonsParams(query))) {
      kept[name] = String(value);
    }
    return kept;
  },
};

/** A sermon or series page: its id, and a series page its page of sermons. */
function sermonPageAddress(pathname: string, search: string): string | undefined {
  const page = matchSermonPage(pathname.replace(/(.)\/+$/, '$1'));
  if (!page) return undefined;
  if (page.kind === 'sermon') return sermonPagePath(page.id);
  const { page: number } = readSermonsParams(new URLSearchParams(search));
  return `${sermonSeriesPagePath(page.id)}${sermonsSearch(number ? { page: number } : {})}`;
}

/** A page's path in another letter case, which the 404 page sends on to the page itself. */
function otherCaseOf(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const route = SITE_ROUTE_LIST.find((candidate) => candidate.path.toLowerCase() === wanted);
  if (!route) return undefined;
  const upper = route.path.toUpperCase();
  return upper === route.path ? route.path.toLowerCase() : upper;
}

/**
 * The address a page is rendered (and its render cached) for: the page's path and only the
 * query parameters its markup depends on, in a fixed form. Addresses that render alike share
 * one render, so unique junk query strings or paths cost no render each, and a render shows
 * nothing of the address its first requester used.
 */
export function renderAddress(url: string, data: FirstScreenData): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const route = findSiteRoute(pathname);
  if (!route) {
    return (
      sermonPageAddress(pathname, at === -1 ? '' : url.slice(at)) ??
      otherCaseOf(pathname) ??
      NOT_FOUND_ADDRESS
    );
  }
  const reads = PAGE_QUERY[route.path];
  if (!reads) return route.path;
  const kept = new URLSearchParams(
    reads(new URLSearchParams(at === -1 ? '' : url.slice(at)), data),
  );
  const query = kept.toString();
  return query ? `${route.path}?${query}` : route.path;
}
