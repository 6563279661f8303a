import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteContent } from '#shared/schemas/site-content.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { api } from '#web/lib/api.js';

/** Query keys of the Site Content section (under the admin keys, dropped at sign-out). */
export const siteContentAdminKeys = {
  all: [...adminKeys.all, 'site-content'] as const,
  content: () => [...siteContentAdminKeys.all, 'content'] as const,
};

/** GET /api/admin/site-content: the public pages' content, for editing. */
export async function getAdminSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  const { content } = await api.GET('/api/admin/site-content', {
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

/** PUT /api/admin/site-content: the whole document, as the form holds it. */
export async function saveSiteContent(content: SiteContent): Promise<SiteContent> {
  const { content: saved } = await api.PUT('/api/admin/site-content', {
    body: content,
    auth: 'admin',
  });
  return saved;
}

export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteContent,
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteContentAdminKeys.content(), saved);
      // The public pages in this browser show the new words at once.
      await queryClient.invalidateQueries({ queryKey: siteContentKeys.all });
    },
  });
}
