import type { SiteRoute } from '#shared/routes.js';
import { useDocumentMeta } from '#web/lib/document-meta.js';
import { usePublicSettings } from '#web/features/settings/index.js';

/**
 * Title ("Watch Live | {siteName}", the site name alone at home) and description of a page, as
 * the server writes them into the first response.
 */
export function usePageMeta(route: Pick<SiteRoute, 'path' | 'title' | 'description'>): void {
  const { settings, isLoading } = usePublicSettings();
  const title = route.path === '/' ? settings.siteName : `${route.title} | ${settings.siteName}`;
  const description = route.description ?? settings.siteDescription;
  // While the settings load, the server's own title stays: no flash of a default name.
  useDocumentMeta(isLoading ? '' : title, isLoading ? '' : description);
}
