import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { publicSettingsResponseSchema } from '#shared/schemas/settings.js';
import { presentPublicSettings } from './presenter.js';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.publicSettings,
    {
      config: { readCache: { tags: ['settings'] } },
      schema: {
        tags: ['public'],
        summary: 'Settings every visitor may see (site name, contact details, colours, links)',
        response: { 200: publicSettingsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { settings: presentPublicSettings(await app.settings.get(), app.config) };
    },
  );
};
