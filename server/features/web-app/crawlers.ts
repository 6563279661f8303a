import type { FastifyInstance } from 'fastify';
import { SITE_ROUTE_LIST, type SiteRoute, eventAnchor } from '#shared/routes.js';

/** Admin pages are the panel's: never listed, never indexed. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The pages a search engine may list: every page but the panel's and those opened from emails. */
export const listedRoutes = (): SiteRoute[] =>
  SITE_ROUTE_LIST.filter((route) => !route.noindex && !isAdminPath(route.path));

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * robots.txt keeps crawlers out of the panel and the API and names the sitemap; the sitemap
 * lists every public page and every upcoming event, at the site's public address.
 */
export function registerCrawlerFiles(app: FastifyInstance) {
  const siteUrl = app.config.publicSiteUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api',
          '',
          `Sitemap: ${siteUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const events = await app.events.listUpcoming();
    const addresses = [
      ...listedRoutes().map((route) => siteUrl + route.path),
      ...events.map((event) => `${siteUrl}/events#${eventAnchor(event.id)}`),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...addresses.map((address) => `  <url><loc>${escapeXml(address)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });
}
