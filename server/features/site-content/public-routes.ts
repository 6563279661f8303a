import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { siteContentResponseSchema } from '#shared/schemas/site-content.js';

/** The public pages' own content, beyond the spec's calls. */
export const publicSiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.siteContent,
    {
      schema: {
        tags: ['public'],
        summary:
          'What the church says about itself: welcome, service times, ministries, programmes, giving',
        response: { 200: siteContentResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { content: await app.siteContent.get() };
    },
  );
};
