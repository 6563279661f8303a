import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import {
  adminStreamBodySchema,
  adminStreamResponseSchema,
  adminStreamsQuerySchema,
  adminStreamsResponseSchema,
} from '../../../shared/schemas/admin-streams.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../shared/schemas/common.js';
import { presentAdminStream } from '../../presenters/admin.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;
const errorsWithNotFound = { ...errors, 404: errorResponseSchema } as const;

/** Stream Management. */
export const adminStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = app.services.adminStreams;

  app.get(
    API.adminStreams,
    {
      schema: {
        tags: ['admin'],
        summary: 'Streams, newest first: search, type and status filters, pages',
        security,
        querystring: adminStreamsQuerySchema,
        response: { 200: adminStreamsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await streams.list(request.query);
      const { page, limit } = request.query;
      return { streams: rows.map(presentAdminStream), total, page, limit };
    },
  );

  app.post(
    API.adminStreamCreate,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a stream; embedUrl and streamType follow from streamUrl when not given',
        security,
        body: adminStreamBodySchema,
        response: { 201: adminStreamResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ stream: presentAdminStream(await streams.create(request.body)) }),
  );

  app.put(
    API.adminStream,
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a stream (the form’s fields; fields left out keep their value)',
        security,
        params: idParamsSchema,
        body: adminStreamBodySchema,
        response: { 200: adminStreamResponseSchema, ...errorsWithNotFound },
      },
    },
    async (request) => ({
      stream: presentAdminStream(await streams.update(request.params.id, request.body)),
    }),
  );

  app.delete(
    API.adminStream,
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a stream with its comments, chat messages, reactions and views',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorsWithNotFound },
      },
    },
    async (request) => {
      await streams.delete(request.params.id);
      return { message: 'Stream deleted' };
    },
  );

  app.patch(
    API.adminStreamToggleLive,
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch a stream between Live and Offline',
        security,
        params: idParamsSchema,
        response: { 200: adminStreamResponseSchema, ...errorsWithNotFound },
      },
    },
    async (request) => ({
      stream: presentAdminStream(await streams.toggleLive(request.params.id)),
    }),
  );
};
