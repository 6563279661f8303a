import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import {
  type sanctionsResponseSchema,
  type SanctionsResponse,
} from '#shared/schemas/moderation.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

export interface SanctionsParams {
  search: string;
  page: number;
}

export const SANCTIONS_PAGE_SIZE = 20;

/** GET /api/admin/sanctions: the sanctions in force, newest first. */
export function getSanctions(
  { search, page }: SanctionsParams,
  signal?: AbortSignal,
): Promise<SanctionsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(SANCTIONS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return apiRequest<z.infer<typeof sanctionsResponseSchema>>(
    `${API.adminSanctions}?${query.toString()}`,
    { auth: 'admin', ...(signal ? { signal } : {}) },
  );
}

/**
 * The sanctions list. A timeout ends on its own: the list is asked again each minute while open,
 * so one that ran out leaves it without anyone lifting it.
 */
export function useSanctions(params: SanctionsParams) {
  return useQuery({
    queryKey: moderationKeys.sanctionPage(params),
    queryFn: ({ signal }) => getSanctions(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
