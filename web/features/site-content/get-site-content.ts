import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_CONTENT } from '#shared/default-site-content.js';
import type { SiteContent } from '#shared/schemas/site-content.js';
import { api } from '#web/lib/api.js';
import { siteContentKeys } from './site-content-keys.js';

/** GET /api/site-content: what the church says about itself on the public pages. */
export async function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  const { content } = await api.GET('/api/site-content', signal ? { signal } : {});
  return content;
}

export const siteContentQueryOptions = () =>
  queryOptions({
    queryKey: siteContentKeys.content(),
    queryFn: ({ signal }) => getSiteContent(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export interface SiteContentState {
  content: SiteContent;
  /** True until the first answer: show skeletons rather than the defaults. */
  isLoading: boolean;
}

/** The site content, always usable: the server's answer, else the demo defaults. */
export function useSiteContent(): SiteContentState {
  const query = useQuery(siteContentQueryOptions());
  return { content: query.data ?? DEFAULT_SITE_CONTENT, isLoading: query.isPending };
}
