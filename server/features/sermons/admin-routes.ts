import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { moderatorsMay, nameAuditTarget } from '#server/platform/auth/admin-guard.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  SERMON_MESSAGES,
  adminSermonBodySchema,
  adminSermonResponseSchema,
  adminSermonSeriesBodySchema,
  adminSermonSeriesListResponseSchema,
  adminSermonSeriesResponseSchema,
  adminSermonsQuerySchema,
  adminSermonsResponseSchema,
} from '#shared/schemas/sermons.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';
import { presentAdminSeries, presentAdminSermon } from './presenter.js';

/**
 * The Sermons section: sermons (drafts too) and series. Moderators may read both lists; only
 * admins change them.
 */
export const adminSermonRoutes: FastifyPluginAsyncZod = async (app) => {
  const sermons = app.sermons;

  app.get(
    API.adminSermons,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary:
          'Every sermon, drafts too, the latest preached first: searched, filtered by series, preacher and status, paginated',
        querystring: adminSermonsQuerySchema,
        response: { 200: adminSermonsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage(
        'sermons',
        await sermons.listForAdmin(request.query),
        request.query,
        presentAdminSermon,
      ),
  );

  app.post(
    API.adminSermonCreate,
    {
      config: { audit: 'Created a sermon' },
      schema: {
        ...adminGuarded,
        summary:
          'Add a sermon: its scripture is read as Bible references, an uploaded audio file is measured from the file',
        body: adminSermonBodySchema,
        response: { 201: adminSermonResponseSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const sermon = presentAdminSermon(await sermons.create(request.body));
      nameAuditTarget(request, sermon.title);
      return reply.status(201).send({ sermon });
    },
  );

  app.put(
    API.adminSermon,
    {
      config: { audit: 'Edited a sermon' },
      schema: {
        ...adminGuarded,
        summary: 'Replace a sermon’s fields (a replay keeps its room and service occurrence)',
        params: idParamsSchema,
        body: adminSermonBodySchema,
        response: { 200: adminSermonResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const sermon = presentAdminSermon(await sermons.update(request.params.id, request.body));
      nameAuditTarget(request, sermon.title);
      return { sermon };
    },
  );

  app.delete(
    API.adminSermon,
    {
      config: { audit: 'Deleted a sermon' },
      schema: {
        ...adminGuarded,
        summary: 'Delete a sermon',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const deleted = await sermons.delete(request.params.id);
      nameAuditTarget(request, deleted.title);
      return { message: SERMON_MESSAGES.sermonDeleted };
    },
  );

  app.get(
    API.adminSermonSeriesList,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'Every series in its order, with its sermons counted (published, and all)',
        response: { 200: adminSermonSeriesListResponseSchema, ...listErrors },
      },
    },
    async () => ({ series: (await sermons.listSeries()).map(presentAdminSeries) }),
  );

  app.post(
    API.adminSermonSeriesList,
    {
      config: { audit: 'Created a sermon series' },
      schema: {
        ...adminGuarded,
        summary: 'Add a series',
        body: adminSermonSeriesBodySchema,
        response: { 201: adminSermonSeriesResponseSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const series = presentAdminSeries(await sermons.createSeries(request.body));
      nameAuditTarget(request, series.title);
      return reply.status(201).send({ series });
    },
  );

  app.put(
    API.adminSermonSeries,
    {
      config: { audit: 'Edited a sermon series' },
      schema: {
        ...adminGuarded,
        summary: 'Replace a series’ fields',
        params: idParamsSchema,
        body: adminSermonSeriesBodySchema,
        response: { 200: adminSermonSeriesResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const series = presentAdminSeries(
        await sermons.updateSeries(request.params.id, request.body),
      );
      nameAuditTarget(request, series.title);
      return { series };
    },
  );

  app.delete(
    API.adminSermonSeries,
    {
      config: { audit: 'Deleted a sermon series' },
      schema: {
        ...adminGuarded,
        summary: 'Delete a series: its sermons stay, in no series',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const deleted = await sermons.deleteSeries(request.params.id);
      nameAuditTarget(request, deleted.title);
      return { message: SERMON_MESSAGES.seriesDeleted };
    },
  );
};
