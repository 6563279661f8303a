// The Sermons section's calls: the sermons and their series, and what admins change. Moderators
// read the same lists; the server refuses them the changes.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '#shared/api-types.js';
import type {
  AdminSermon,
  AdminSermonSeries,
  AdminSermonsResponse,
  SERMON_STATUSES,
} from '#shared/schemas/sermons.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';

/** What the list asks for: the search, the page and the filters as the toolbar holds them. */
export interface AdminSermonsParams {
  search: string;
  page: number;
  /** A series' id, or 'all'. */
  series: string;
  /** A preacher's name, or '' for every preacher. */
  preacher: string;
  status: (typeof SERMON_STATUSES)[number] | 'all';
}

/** Sermons on one page of the panel's list. */
export const SERMONS_ADMIN_PAGE_SIZE = 20;

/** Query keys of the Sermons section (under the admin keys, dropped at sign-out). */
export const sermonsAdminKeys = {
  all: [...adminKeys.all, 'sermons'] as const,
  list: (params: AdminSermonsParams) => [...sermonsAdminKeys.all, 'list', params] as const,
  series: () => [...sermonsAdminKeys.all, 'series'] as const,
  preachers: () => [...sermonsAdminKeys.all, 'preachers'] as const,
};

/** What the sermon form sends to POST /api/admin/sermon and PUT /api/admin/sermon/{id}. */
export type SermonBody =
  paths['/api/admin/sermon']['post']['requestBody']['content']['application/json'];

/** What the series form sends to POST /api/admin/sermon-series and PUT …/{id}. */
export type SermonSeriesBody =
  paths['/api/admin/sermon-series']['post']['requestBody']['content']['application/json'];

/** GET /api/admin/sermons: drafts and published, latest preached first. */
export function getAdminSermons(
  { search, page, series, preacher, status }: AdminSermonsParams,
  signal?: AbortSignal,
): Promise<AdminSermonsResponse> {
  return api.GET('/api/admin/sermons', {
    params: {
      query: {
        page,
        limit: SERMONS_ADMIN_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(series !== 'all' ? { series } : {}),
        ...(preacher ? { preacher } : {}),
        ...(status !== 'all' ? { status } : {}),
      },
    },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminSermonsQueryOptions = (params: AdminSermonsParams) =>
  queryOptions({
    queryKey: sermonsAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminSermons(params, signal),
    // The old page stays on screen while the next search or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminSermons(params: AdminSermonsParams) {
  return useQuery(adminSermonsQueryOptions(params));
}

/** GET /api/admin/sermon-series: every series in its order, with its sermons counted. */
export async function getAdminSermonSeries(signal?: AbortSignal): Promise<AdminSermonSeries[]> {
  const { series } = await api.GET('/api/admin/sermon-series', {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return series;
}

export const adminSermonSeriesQueryOptions = () =>
  queryOptions({
    queryKey: sermonsAdminKeys.series(),
    queryFn: ({ signal }) => getAdminSermonSeries(signal),
  });

export function useAdminSermonSeries() {
  return useQuery(adminSermonSeriesQueryOptions());
}

/**
 * The preachers the filter offers: the published sermons' preachers, as the library's own filter
 * lists them (a draft's preacher is found by the search).
 */
export async function getSermonPreachers(signal?: AbortSignal): Promise<string[]> {
  const { preachers } = await api.GET('/api/sermons', {
    params: { query: { page: 1 } },
    ...(signal ? { signal } : {}),
  });
  return preachers;
}

export function useSermonPreachers() {
  return useQuery({
    queryKey: sermonsAdminKeys.preachers(),
    queryFn: ({ signal }) => getSermonPreachers(signal),
  });
}

export interface SaveSermonInput {
  /** Absent: a new sermon (POST); present: PUT /api/admin/sermon/{id}. */
  id?: string | undefined;
  body: SermonBody;
}

/** Adds or edits a sermon; the server checks its scripture references. */
export async function saveSermon({ id, body }: SaveSermonInput): Promise<AdminSermon> {
  const { sermon } = id
    ? await api.PUT('/api/admin/sermon/{id}', { params: { path: { id } }, body, auth: 'admin' })
    : await api.POST('/api/admin/sermon', { body, auth: 'admin' });
  return sermon;
}

/** DELETE /api/admin/sermon/{id}. */
export async function deleteSermon(id: string): Promise<void> {
  await api.DELETE('/api/admin/sermon/{id}', { params: { path: { id } }, auth: 'admin' });
}

export interface SaveSeriesInput {
  id?: string | undefined;
  body: SermonSeriesBody;
}

/** Adds or edits a series. */
export async function saveSermonSeries({ id, body }: SaveSeriesInput): Promise<AdminSermonSeries> {
  const { series } = id
    ? await api.PUT('/api/admin/sermon-series/{id}', {
        params: { path: { id } },
        body,
        auth: 'admin',
      })
    : await api.POST('/api/admin/sermon-series', { body, auth: 'admin' });
  return series;
}

/** DELETE /api/admin/sermon-series/{id}: its sermons stay, in no series. */
export async function deleteSermonSeries(id: string): Promise<void> {
  await api.DELETE('/api/admin/sermon-series/{id}', { params: { path: { id } }, auth: 'admin' });
}

// A sermon's change moves its series' counts, and a series' change its sermons' series names:
// the whole section is asked again either way.
export const useSaveSermon = () => useRefreshingMutation(saveSermon, [sermonsAdminKeys.all]);
export const useDeleteSermon = () => useRefreshingMutation(deleteSermon, [sermonsAdminKeys.all]);
export const useSaveSermonSeries = () =>
  useRefreshingMutation(saveSermonSeries, [sermonsAdminKeys.all]);
export const useDeleteSermonSeries = () =>
  useRefreshingMutation(deleteSermonSeries, [sermonsAdminKeys.all]);
