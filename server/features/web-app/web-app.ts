import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '#shared/messages.js';
import { findSiteRoute } from '#shared/routes.js';
import { authenticateUnknownAdminPath } from '#server/platform/auth/admin-guard.js';
import { injectHead, renderPageHead } from './page-head.js';
import { registerStaticAssets } from './static-assets.js';

/**
 * Serves the built front end: its files from memory, precompressed (static-assets.ts), every
 * page of the route map answered with index.html (history fallback) carrying that page's
 * metadata; anything else under /api answers 404 JSON.
 */
export const webApp = fp<{ webDir: string }>(
  async (app, { webDir }) => {
    const indexFile = join(webDir, 'index.html');
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

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
      const route = findSiteRoute(path);
      const head = renderPageHead({
        settings: await app.settings.get(),
        route,
        siteUrl: app.config.publicSiteUrl,
        path,
      });
      return reply
        .status(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(injectHead(template, head));
    }

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
