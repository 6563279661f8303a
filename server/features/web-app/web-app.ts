import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '#shared/messages.js';
import { findSiteRoute } from '#shared/routes.js';
import { authenticateUnknownAdminPath } from '#server/platform/auth/admin-guard.js';
import type { PageRenderer, SermonsFirstScreen } from '#shared/first-screen.js';
import { loadSermonsScreen, sermonPageFeeds, sermonPageRoute } from './sermon-pages.js';
import { loadFirstScreenData } from './first-screen-data.js';
import { injectHead, renderPageHead, withSiteTheme } from './page-head.js';
import { registerStaticAssets } from './static-assets.js';
import { cachedRenderer, createAssetTags, fillRoot } from './page-render.js';
import { renderAddress } from './render-address.js';
import { createStyleInliner } from './inline-styles.js';
import { createPageEncoder } from './page-encoding.js';
import { isAdminPath, registerCrawlerFiles } from './crawlers.js';
import { registerWebAppManifest } from './manifest.js';

/**
 * Serves the built front end: its files from memory, precompressed (static-assets.ts), every
 * page of the route map answered with index.html (history fallback) carrying that page's
 * metadata and, when the server entry was built, the page itself rendered with its first-screen
 * data (ADR 0106); anything else under /api answers 404 JSON.
 */
export const webApp = fp<{ webDir: string; renderer?: PageRenderer | undefined }>(
  async (app, options) => {
    const { webDir } = options;
    const renderer = options.renderer && cachedRenderer(options.renderer);
    const indexFile = join(webDir, 'index.html');
    // The page's styles travel inside it (decision 0107).
    const inlineStyles = createStyleInliner(webDir);
    const template = existsSync(indexFile)
      ? inlineStyles(readFileSync(indexFile, 'utf8'))
      : undefined;
    const assetTags = createAssetTags(webDir, inlineStyles);
    const encodePage = createPageEncoder();

    /** The page rendered on the server, or the bare shell if it cannot be (the browser renders). */
    async function renderPage(
      request: FastifyRequest,
      reply: FastifyReply,
      shell: string,
      head: string,
      sermons: SermonsFirstScreen | undefined,
    ): Promise<string> {
      const path = request.url.split('?', 1)[0] ?? '/';
      const bare = () => injectHead(shell, head);
      // Admin pages are rendered in the browser only: nothing of them is in the page sent.
      if (!renderer || isAdminPath(path)) return bare();
      try {
        const started = performance.now();
        const data = await loadFirstScreenData(app);
        if (sermons) data.sermons = sermons;
        const rendered = await renderer.renderPage(renderAddress(request.url, data), data);
        if (!rendered) return bare();
        const route = findSiteRoute(path);
        const assets = assetTags(renderer.pageModules(route ? route.path : path));
        const page = fillRoot(
          injectHead(shell, assets ? `${head}\n    ${assets}` : head),
          rendered.html,
          rendered.state,
        );
        reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
        return page;
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
        return bare();
      }
    }

    if (template) {
      await registerStaticAssets(app, webDir);
    } else {
      app.log.warn(`No built front end in ${webDir}: run "npm run build" (or use "npm run dev").`);
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (!template) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The front end has not been built yet: run "npm run build".');
      }
      const path = request.url.split('?', 1)[0] ?? '/';
      // A sermon or series page is one when it shows a published sermon or series: its title
      // names the page, and any other id is a missing page (404).
      const sermons = await loadSermonsScreen(app, request.url).catch((error: unknown) => {
        request.log.error(
          { err: error },
          'the sermon page could not be loaded for its first screen',
        );
        return undefined;
      });
      const route = findSiteRoute(path) ?? sermonPageRoute(path, sermons);
      const settings = await app.settings.get();
      const head = renderPageHead({
        settings,
        route,
        siteUrl: app.config.publicSiteUrl,
        path,
        feeds: sermonPageFeeds(path),
      });
      const shell = withSiteTheme(template, settings.appearance.darkMode);
      const page = await renderPage(request, reply, shell, head, sermons);
      const { body, encoding } = await encodePage(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      if (isAdminPath(path)) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply
        .status(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }

    registerCrawlerFiles(app);
    registerWebAppManifest(app);

    // The static handler would answer the root folder itself with 403.
    app.get('/', { schema: { hide: true } }, sendPage);

    app.setNotFoundHandler(async (request, reply) => {
      await authenticateUnknownAdminPath(request, reply);
      const path = request.url.split('?', 1)[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api';
      if (isPage && !/\.[a-z0-9]+$/i.test(path)) return sendPage(request, reply);
      return reply.status(404).send({
        message: path.startsWith('/api') ? MESSAGES.errors.routeNotFound : MESSAGES.errors.notFound,
      });
    });
  },
  // Not encapsulated: the history fallback and the static files answer for the whole site.
  { name: 'web-app', dependencies: ['settings'], fastify: '5.x' },
);
