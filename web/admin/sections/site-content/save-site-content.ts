import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { SiteContent, SiteContentResponse } from '#shared/schemas/site-content.js';
import { apiRequest } from '#web/lib/api-client.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { siteContentAdminKeys } from './site-content-admin-keys.js';

/** PUT /api/admin/site-content: the whole document, as the form holds it. */
export async function saveSiteContent(content: SiteContent): Promise<SiteContent> {
  const { content: saved } = await apiRequest<SiteContentResponse>(API.adminSiteContent, {
    method: 'PUT',
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
