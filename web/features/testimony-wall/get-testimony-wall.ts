import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TestimonyWallResponse } from '#shared/schemas/site-content.js';
import { api } from '#web/lib/api.js';
import { testimonyKeys } from './testimony-keys.js';

/** GET /api/testimonies?page=: approved testimonies, newest first. */
export function getTestimonyWall(
  page: number,
  signal?: AbortSignal,
): Promise<TestimonyWallResponse> {
  return api.GET('/api/testimonies', {
    params: { query: { page } },
    ...(signal ? { signal } : {}),
  });
}

export const testimonyWallQueryOptions = (page: number) =>
  queryOptions({
    queryKey: testimonyKeys.wall(page),
    queryFn: ({ signal }) => getTestimonyWall(page, signal),
    placeholderData: keepPreviousData,
  });

export function useTestimonyWall(page: number) {
  return useQuery(testimonyWallQueryOptions(page));
}
