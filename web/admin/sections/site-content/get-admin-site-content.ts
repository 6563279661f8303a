import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { SiteContent, SiteContentResponse } from '#shared/schemas/site-content.js';
import { apiRequest } from '#web/lib/api-client.js';
import { siteContentAdminKeys } from './site-content-admin-keys.js';

/** GET /api/admin/site-content: the public pages' content, for editing. */
export async function getAdminSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  const { content } = await apiRequest<SiteContentResponse>(API.adminSiteContent, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return content;
}

export const adminSiteContentQueryOptions = () =>
  queryOptions({
    queryKey: siteContentAdminKeys.content(),
    queryFn: ({ signal }) => getAdminSiteContent(signal),
  });

export function useAdminSiteContent() {
  return useQuery(adminSiteContentQueryOptions());
}
