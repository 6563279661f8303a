import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  sermonResponseSchema,
  sermonSeriesListResponseSchema,
  sermonsQuerySchema,
  sermonsResponseSchema,
} from '#shared/schemas/sermons.js';
import { podcastRoutes } from './podcast-routes.js';
import { presentPublicSeries, presentPublicSermon, presentSermonDetail } from './presenter.js';

/** The public library: published sermons, one sermon with its notes, the series, the podcasts. */
export const publicSermonRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(podcastRoutes);

  app.get(
    API.sermons,
    {
      config: { readCache: { tags: ['sermons'] } },
      schema: {
        tags: ['public'],
        summary:
          'Published sermons, the latest preached first: searched by words, filtered by series, preacher and book, a page at a time',
        querystring: sermonsQuerySchema,
        response: { 200: sermonsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, ...rest } = await app.sermons.listPublic(request.query);
      return { sermons: rows.map(presentPublicSermon), ...rest };
    },
  );

  app.get(
    API.sermon,
    {
      config: { readCache: { tags: ['sermons'] } },
      schema: {
        tags: ['public'],
        summary: 'One published sermon with its notes, as Markdown and as safe HTML',
        params: idParamsSchema,
        response: { 200: sermonResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      sermon: presentSermonDetail(await app.sermons.getPublic(request.params.id)),
    }),
  );

  app.get(
    API.sermonSeriesList,
    {
      config: { readCache: { tags: ['sermons'] } },
      schema: {
        tags: ['public'],
        summary: 'Series with a published sermon, in their order, then by title',
        response: { 200: sermonSeriesListResponseSchema },
      },
    },
    async () => ({ series: (await app.sermons.listPublicSeries()).map(presentPublicSeries) }),
  );
};
